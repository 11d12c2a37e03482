import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';

/** The names of the table's columns the user may hide, while the table is on screen (not on a phone's simple list). */
interface ColumnNames {
  set(names: string[] | undefined): void;
  get(): string[] | undefined;
}

const ChoosableColumnsContext = createContext<ColumnNames | null>(null);

/** Where react-admin keeps a list's hidden columns: DataTable and ColumnsButton name it alike. */
export const columnsStoreKey = (resource: string) => `${resource}.datatable`;

/**
 * Around a list (its toolbar and its table): the user may choose which columns its table shows
 * (ColumnsChooserButton, ChoosableTable), and the list's saved views record them. A `fixed` list
 * (one embedded in a record's page) always shows all its columns.
 */
export const ChoosableColumns = ({ fixed = false, children }: { fixed?: boolean; children: ReactNode }) => {
  const namesRef = useRef<string[] | undefined>(undefined);
  // Read when a view is saved, not rendered: a ref, so the table's registering re-renders nothing.
  const names = useMemo<ColumnNames>(
    () => ({
      set: (value) => {
        namesRef.current = value;
      },
      get: () => namesRef.current,
    }),
    [],
  );
  return fixed ? children : <ChoosableColumnsContext.Provider value={names}>{children}</ChoosableColumnsContext.Provider>;
};

/** The list's column names as its table declared them, or null when the list's columns are fixed. */
export const useChoosableColumns = () => useContext(ChoosableColumnsContext);

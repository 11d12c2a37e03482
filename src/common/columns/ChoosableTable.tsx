import { Children, isValidElement, useEffect, type ReactNode } from 'react';
import { DataTable, useDataTableRenderContext, useResourceContext, type DataTableProps, type RaRecord } from 'react-admin';
import { useHeadingAfterSelection } from '../useHeadingAfterSelection';
import { columnsStoreKey, useChoosableColumns } from './ChoosableColumns';

/** A column's name: its `source`, the name saved views give it (schema/view.ts). */
const nameOf = (column: ReactNode) =>
  isValidElement<{ source?: unknown }>(column) && typeof column.props.source === 'string' ? column.props.source : undefined;

/** A column without a name (row number, actions) stays shown and out of the column chooser. */
const FixedColumn = ({ children }: { children: ReactNode }) => (useDataTableRenderContext() === 'columnsSelector' ? null : children);

/**
 * react-admin's DataTable whose named columns the user may hide with the list's column chooser
 * (within ChoosableColumns). Elsewhere (embedded lists) it keeps its hidden columns under a key of
 * its own that no chooser writes, so it shows all its columns.
 */
export const ChoosableTable = <RecordType extends RaRecord = RaRecord>({ children, ...props }: DataTableProps<RecordType>) => {
  const resource = useResourceContext(props) ?? '';
  const names = useChoosableColumns();
  const columns = Children.toArray(children);
  useHeadingAfterSelection();
  const named = columns.map(nameOf).filter((name) => name !== undefined);
  useEffect(() => {
    names?.set(named);
    return () => names?.set(undefined);
  });
  return (
    <DataTable<RecordType> {...props} storeKey={names ? columnsStoreKey(resource) : `${resource}.embedded.datatable`}>
      {columns.map((column) => (nameOf(column) || !isValidElement(column) ? column : <FixedColumn key={column.key}>{column}</FixedColumn>))}
    </DataTable>
  );
};

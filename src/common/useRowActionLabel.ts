// A row's icon actions are named for their row ("Edit Tomatoes"): a screen reader tabbing through
// a list otherwise hears "Edit, Edit, Edit" with nothing to tell the rows apart.
import { createContext, useContext } from 'react';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

/**
 * How the list in view names its rows. ResponsiveList gives its phone lines' names, so a row is
 * called the same in both layouts; a list without one provides its own.
 */
export const RowNameContext = createContext<((record: RaRecord) => string) | null>(null);

/**
 * `label(action)`: the accessible name of `action` (already translated) on the row in context,
 * app.row_action with the row's name. Outside a list (a record's own page, where the action can
 * only be about that record) or with no name to give, the action alone.
 */
export const useRowActionLabel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const nameOf = useContext(RowNameContext);
  const name = record && nameOf ? nameOf(record) : '';
  return (action: string) => (name ? translate('app.row_action', { action, name }) : action);
};

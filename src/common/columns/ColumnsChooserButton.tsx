import { ColumnsButton, useResourceContext } from 'react-admin';
import { useIsSmall } from '../useIsSmall';
import { columnsStoreKey, useChoosableColumns } from './ChoosableColumns';

/** react-admin's Columns button, for the table: on a phone the list is a simple list, and an embedded list keeps its columns. */
export const ColumnsChooserButton = () => {
  const resource = useResourceContext() ?? '';
  const small = useIsSmall();
  const choosable = useChoosableColumns();
  if (small || !choosable) return null;
  return <ColumnsButton storeKey={columnsStoreKey(resource)} />;
};

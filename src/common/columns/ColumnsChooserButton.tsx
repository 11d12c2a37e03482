import { ColumnsButton, useListContext, useResourceContext } from 'react-admin';
import { useIsSmall } from '../useIsSmall';
import { columnsStoreKey, useChoosableColumns } from './ChoosableColumns';

/**
 * react-admin's Columns button, for the table: on a phone the list is a simple list, and an
 * embedded list keeps its columns. An empty list draws no table, so there is nothing to choose.
 */
export const ColumnsChooserButton = () => {
  const resource = useResourceContext() ?? '';
  const small = useIsSmall();
  const choosable = useChoosableColumns();
  const { total, isPending } = useListContext();
  if (small || !choosable || (!isPending && !total)) return null;
  return <ColumnsButton storeKey={columnsStoreKey(resource)} />;
};

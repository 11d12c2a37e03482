import { useResourceContext, useStore } from 'react-admin';
import { viewListOf } from '../../../schema/view';
import { columnsStoreKey, useChoosableColumns } from '../columns/ChoosableColumns';

/**
 * The list's columns as a view holds them: the names of those its table shows. `shown` reads them
 * when a view is saved: none while no table is on screen (a phone's simple list, an embedded list).
 * `show` hides the list's other declared columns, so a column the table gains later stays hidden
 * by a view that did not show it.
 */
export const useViewColumns = () => {
  const resource = useResourceContext() ?? '';
  const names = useChoosableColumns();
  const [hidden, setHidden] = useStore<string[]>(columnsStoreKey(resource), []);
  return {
    shown: () => names?.get()?.filter((name) => !hidden.includes(name)),
    show: (columns: string[]) => setHidden((viewListOf(resource)?.columns ?? []).filter((name) => !columns.includes(name))),
  };
};

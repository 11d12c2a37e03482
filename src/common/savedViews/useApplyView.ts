import { useListContext, useNotify } from 'react-admin';
import type { SavedView } from '../../../schema/view';
import { useViewColumns } from './useViewColumns';

/**
 * Puts a view's settings on the list: what the view names changes, what it leaves out stays (a
 * view without columns leaves the table's columns). The changes land in one change of the list's
 * parameters (react-admin gathers those of one tick); the columns are the table's own setting.
 */
export const useApplyView = () => {
  const { setFilters, setSort, setPerPage, sort } = useListContext();
  const notify = useNotify();
  const columns = useViewColumns();
  return ({ name, params }: Pick<SavedView, 'name' | 'params'>) => {
    if (params.filter) setFilters(params.filter, {}, false);
    if (params.sort || params.order) setSort({ field: params.sort ?? sort.field, order: params.order ?? sort.order });
    if (params.perPage) setPerPage(params.perPage);
    if (params.columns) columns.show(params.columns);
    notify('app.saved_views.applied', { type: 'info', messageArgs: { name } });
  };
};

import { useListContext, useNotify } from 'react-admin';
import { viewListOf, type SavedView, type ViewParams } from '../../../schema/view';
import { useViewColumns } from './useViewColumns';

/**
 * What of a view's settings its list takes now. A view is checked against its list when saved and
 * kept as it was: a filter or sort the list has lost since would be refused by every read of it
 * (and stay in the list's stored settings), so it is left out.
 */
const stillTaken = (resource: string, params: ViewParams): ViewParams => {
  const list = viewListOf(resource);
  if (!list) return params;
  const { filter, sort, order, ...rest } = params;
  const takes = ([name, value]: [string, unknown]) =>
    name === 'q' || (Object.hasOwn(list.filters, name) && list.filters[name].safeParse(value).success);
  // A direction goes with its field: without the field, it would turn the list's own sort.
  const sorted = sort === undefined || list.sort.includes(sort);
  return {
    ...rest,
    ...(filter && { filter: Object.fromEntries(Object.entries(filter).filter(takes)) }),
    ...(sorted && sort && { sort }),
    ...(sorted && order && { order }),
  };
};

/**
 * Puts a view's settings on the list: what the view names changes, what it leaves out stays (a
 * view without columns leaves the table's columns). The changes land in one change of the list's
 * parameters (react-admin gathers those of one tick); the columns are the table's own setting.
 */
export const useApplyView = () => {
  const { resource, setFilters, setSort, setPerPage, sort } = useListContext();
  const notify = useNotify();
  const columns = useViewColumns();
  return ({ name, params: saved }: Pick<SavedView, 'name' | 'params'>) => {
    const params = stillTaken(resource, saved);
    if (params.filter) setFilters(params.filter, {}, false);
    if (params.sort || params.order) setSort({ field: params.sort ?? sort.field, order: params.order ?? sort.order });
    if (params.perPage) setPerPage(params.perPage);
    if (params.columns) columns.show(params.columns);
    notify('app.saved_views.applied', { type: 'info', messageArgs: { name } });
  };
};

import type { SortPayload } from 'react-admin';
import type { ViewParams } from '../../../schema/view';

/** What a list shows now, as a view's settings: its filters (search included), sort and page size. */
export const viewParamsOf = (list: { filterValues: Record<string, unknown>; sort: SortPayload; perPage: number }): ViewParams => ({
  filter: { ...list.filterValues },
  sort: list.sort.field,
  order: list.sort.order,
  perPage: list.perPage,
});

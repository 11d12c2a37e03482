import type { SortPayload } from 'react-admin';
import type { ViewParams } from '../../../schema/view';

/**
 * What a list shows now, as a view's settings: its filters (search included), sort, page size and,
 * where its table is on screen, the table's shown columns (useViewColumns), even the default ones,
 * so that applying the view brings them back.
 */
export const viewParamsOf = (
  list: { filterValues: Record<string, unknown>; sort: SortPayload; perPage: number },
  columns: string[] | undefined,
): ViewParams => ({
  filter: { ...list.filterValues },
  sort: list.sort.field,
  order: list.sort.order,
  perPage: list.perPage,
  ...(columns && { columns }),
});

import { useListContext, useTranslate } from 'react-admin';
import { useLocaleFormat } from './useLocaleFormat';

/**
 * The footer's "1-25 of 120", or "1-25 of more than 10,000" when the server stopped counting
 * (a floor), its numbers grouped as the language groups digits. With All, the last row is the
 * count of rows sent.
 */
export const usePageRangeLabel = (all: boolean) => {
  const { data, meta } = useListContext();
  const translate = useTranslate();
  const { number } = useLocaleFormat();
  const estimate = Boolean((meta as { totalIsEstimate?: boolean } | undefined)?.totalIsEstimate);
  return ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate(estimate ? 'app.list.range_more' : 'ra.navigation.page_range_info', {
      offsetBegin: number(from),
      offsetEnd: number(all ? from + (data?.length ?? 0) - 1 : to),
      total: number(count),
    });
};

import { useCallback } from 'react';
import type { ReportInterval } from '../../schema/report';
import { useLocaleFormat } from '../common/useLocaleFormat';

/** How a period of a report is named: its month, or its first day (a day, or seven days from it). */
export const usePeriodLabel = (interval: ReportInterval, short = false) => {
  const { date, month, shortDate } = useLocaleFormat();
  return useCallback(
    (start: string) => (interval === 'month' ? month(start) : short ? shortDate(start) : date(start)),
    [interval, short, date, month, shortDate],
  );
};

/** The change from `previous` to `current` as a share (0.1 is 10% more); null when there was nothing before. */
export const changeOf = (current: number, previous: number) => (previous === 0 ? null : (current - previous) / previous);

import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPORT_INTERVALS, REPORTS, type ReportInterval, type ReportName } from '../../schema/report';
import type { ReportRequest } from '../providers/calls/reports';
import { defaultPeriod, periodError, type Period } from './reportPeriod';

/** The reports one may open: sales by seller are for staff only. */
export const reportsFor = (staff: boolean): ReportName[] => REPORTS.filter((report) => staff || report !== 'sellers');

export interface ReportFilters extends Period {
  report: ReportName;
  interval: ReportInterval;
  /** Staff only: the seller the figures are narrowed to. */
  sellerId?: string;
  /** The server's message for a period it would refuse; nothing is asked for meanwhile. */
  error: string | null;
  /** The body of the report calls, or null while the period is refused. */
  body: ReportRequest | null;
}

/** What a change of the filters may set; an empty value takes the filter out of the address. */
export type FilterChange = Partial<Record<'from' | 'to' | 'interval' | 'seller_id' | 'report', string | undefined>>;

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The report, period, interval and seller, kept in the address so a report can be shared as a
 * link; the last 30 days by day when the address names none. A seller's own figures never name a
 * seller: the server knows whose they are.
 */
export const useReportFilters = (staff: boolean) => {
  const [params, setParams] = useSearchParams();
  // Today's 30 days, fixed for the visit so an open page does not move at midnight.
  const [fallback] = useState(defaultPeriod);

  const filters = useMemo((): ReportFilters => {
    const from = params.get('from') ?? fallback.from;
    const to = params.get('to') ?? fallback.to;
    const interval = oneOf(REPORT_INTERVALS, params.get('interval'), 'day');
    const report = oneOf(reportsFor(staff), params.get('report'), 'sales');
    const sellerId = (staff && params.get('seller_id')) || undefined;
    const error = periodError({ from, to }, interval);
    const body = error ? null : { from, to, interval, ...(sellerId ? { seller_id: sellerId } : {}) };
    return { from, to, interval, report, sellerId, error, body };
  }, [params, fallback, staff]);

  const change = useCallback(
    (changes: FilterChange) =>
      setParams(
        (current) => {
          // The period is written out with any change, so the link shows the same days tomorrow.
          const next = new URLSearchParams(current);
          const values = { from: filters.from, to: filters.to, ...changes };
          for (const [name, value] of Object.entries(values)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, filters.from, filters.to],
  );

  return { filters, change };
};

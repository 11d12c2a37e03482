// The report period as days written YYYY-MM-DD, the quick ranges, and the same checks the server
// makes (schema/report.ts), so a bad period is explained here and never sent.
import { endOfMonth, parseISO, startOfMonth, startOfYear, subDays, subMonths } from 'date-fns';
import { marketDayOf } from '../../schema/marketDay';
import { reportBody, type ReportInterval } from '../../schema/report';
import { dayOf } from '../common/days';

export interface Period {
  from: string;
  to: string;
}

export const PRESETS = ['last_7_days', 'last_30_days', 'this_month', 'last_month', 'this_year'] as const;
export type Preset = (typeof PRESETS)[number];

/** Each quick range, ending the market's today (or last month's last day). */
export const presetPeriod = (preset: Preset, today = parseISO(marketDayOf())): Period => {
  const to = dayOf(today);
  switch (preset) {
    case 'last_7_days':
      return { from: dayOf(subDays(today, 6)), to };
    case 'last_30_days':
      return { from: dayOf(subDays(today, 29)), to };
    case 'this_month':
      return { from: dayOf(startOfMonth(today)), to };
    case 'last_month': {
      const month = subMonths(today, 1);
      return { from: dayOf(startOfMonth(month)), to: dayOf(endOfMonth(month)) };
    }
    case 'this_year':
      return { from: dayOf(startOfYear(today)), to };
  }
};

/** The period a report opens on: the last 30 days. */
export const defaultPeriod = () => presetPeriod('last_30_days');

/** The server's message for a period it would refuse, or null when it is a good one. */
export const periodError = (period: Period, interval: ReportInterval): string | null => {
  const checked = reportBody.safeParse({ ...period, interval });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
};

import { sql, type RawBuilder } from 'kysely';
import type { ReportInterval } from '../../../schema/report';
import { dayEnd, dayStart } from '../../db/days';

// The periods a report over time is grouped in: days; seven days at a time from the report's
// first day (so a week is whole at both ends of any range); calendar months, the first one
// starting on the report's first day.

const DAY = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The first day of each period from `from` to `to`, in order. Compared as instants, not as text:
 * past 9999-12-31 a day's text starts with "+0" and sorts before every day, so a period ending
 * there would run on through millions of days.
 */
export function periodStarts(from: string, to: string, interval: ReportInterval): string[] {
  const starts: string[] = [];
  const end = msOf(to);
  if (interval === 'month') {
    const at = new Date(msOf(from));
    for (starts.push(from); ;) {
      at.setUTCDate(1);
      at.setUTCMonth(at.getUTCMonth() + 1);
      if (at.getTime() > end) return starts;
      starts.push(dayText(at.getTime()));
    }
  }
  const step = interval === 'week' ? 7 : 1;
  for (let ms = msOf(from); ms <= end; ms += step * DAY) starts.push(dayText(ms));
  return starts;
}

/** The day `days` days before `day`. */
export const daysBefore = (day: string, days: number) => dayText(msOf(day) - days * DAY);

/** The first day of the period a `day` column falls in, as YYYY-MM-DD (see periodStarts). */
export function periodOf(day: RawBuilder<string>, from: string, interval: ReportInterval): RawBuilder<string> {
  const start =
    interval === 'day'
      ? day
      : interval === 'week'
        ? sql`(${from}::date + ((${day} - ${from}::date) / 7) * 7)`
        : sql`greatest(date_trunc('month', ${day})::date, ${from}::date)`;
  return sql<string>`to_char(${start}, 'YYYY-MM-DD')`;
}

/** Orders `o` placed in the market days from `from` to `to`, both counted. */
export const placedIn = (from: string, to: string) => sql<boolean>`o.created_at >= ${dayStart(from)} AND o.created_at < ${dayEnd(to)}`;

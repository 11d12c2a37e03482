import { sql, type Expression } from 'kysely';

// The market's days in SQL (migration 0063; schema/marketDay.ts names the same zone).

/** The market's day of an instant. */
export const marketDay = (at: Expression<Date>) => sql<string>`market_day(${at})`;

/** The instant a market day (YYYY-MM-DD) starts. */
export const dayStart = (day: string) => sql<Date>`market_day_start(${day}::date)`;

/** The instant a market day (YYYY-MM-DD) ends: the next one's start. */
export const dayEnd = (day: string) => sql<Date>`market_day_start(${day}::date + 1)`;

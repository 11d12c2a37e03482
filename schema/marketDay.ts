// The marketplace trades in India, so its days are India's: reports, the dashboard's days, date
// filters and "today" in a check all count a day from midnight in this zone, whatever the zone
// of the server or of the viewer. The database's own day (`market_day`, migration 0063) names the
// same zone; tests/api/marketDay.test.ts keeps the two equal.
export const MARKET_TIME_ZONE = 'Asia/Kolkata';

const dayParts = new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The market's day of an instant, as YYYY-MM-DD. */
export function marketDayOf(at: Date | number = Date.now()): string {
  const part = Object.fromEntries(dayParts.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}

const zoneOffset = new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE, timeZoneName: 'longOffset' });

/** The instant a market day (YYYY-MM-DD) starts: its midnight in the market's zone. */
export function marketDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const name = zoneOffset.formatToParts(utcMidnight).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name) ?? ['GMT', '+', '0', '0'];
  return new Date(utcMidnight - (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000);
}

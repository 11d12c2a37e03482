// Working-day arithmetic: minutes = end - start - break, refused unless above 0;
// day_amount = minutes x per_hour_amount / 60, rounded half up to whole rupees.

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const BREAK_MINUTES = [0, 15, 30, 45, 60, 75, 90, 105, 120] as const;
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export type DayCheck =
  { ok: true; workingMinutes: number; dayAmount: number } | { ok: false; field: 'end_time' | 'break_minute'; message: string };

export const DAY_MESSAGES = {
  order: 'The end time must be after the start time (overnight shifts are not supported).',
  tooShort: 'The working time must be longer than the break.',
} as const;

export function checkDay(startTime: string, endTime: string, breakMinute: number, perHourAmount: number): DayCheck {
  const span = minutesOf(endTime) - minutesOf(startTime);
  if (span <= 0) return { ok: false, field: 'end_time', message: DAY_MESSAGES.order };
  const workingMinutes = span - breakMinute;
  if (workingMinutes <= 0) return { ok: false, field: 'break_minute', message: DAY_MESSAGES.tooShort };
  return { ok: true, workingMinutes, dayAmount: Math.floor((workingMinutes * perHourAmount * 2 + 60) / 120) };
}

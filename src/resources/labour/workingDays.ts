// Working-day arithmetic, as the server does it (server/resources/labour/days.ts), so
// the form can show hours and amounts while they are typed.

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const BREAK_MINUTES = [0, 15, 30, 45, 60, 75, 90, 105, 120] as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A row the Select Working Days choice adds. */
export const newDayRow = (dayNumber: number) => ({
  day_number: dayNumber,
  start_time: '08:00',
  end_time: '17:00',
  break_minute: 0,
  per_hour_amount: '0',
});

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** end - start - break, or undefined when a time is not HH:mm. */
export const workingMinutes = (start: string, end: string, breakMinute: number) =>
  TIME.test(start) && TIME.test(end) ? minutesOf(end) - minutesOf(start) - breakMinute : undefined;

/** minutes x per hour / 60, rounded half up to whole rupees. */
export const dayAmount = (minutes: number, perHour: number) => Math.floor((minutes * perHour * 2 + 60) / 120);

/** 540 -> '9:00'. */
export const formatMinutes = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

// The form's side of working days; the arithmetic itself is the server's (schema/labour.ts).

/** A row the Select Working Days choice adds. */
export const newDayRow = (dayNumber: number) => ({
  day_number: dayNumber,
  start_time: '08:00',
  end_time: '17:00',
  break_minute: 0,
  per_hour_amount: '0',
});

/** 540 -> '9:00'. */
export const formatMinutes = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

import { format, isValid, parseISO } from 'date-fns';

/** A calendar day as the calls and the address take it (YYYY-MM-DD). */
export const dayOf = (date: Date) => format(date, 'yyyy-MM-dd');

/** A day of the address as a date for the pickers; null when it is no date. */
export const dateOf = (day: string): Date | null => {
  const date = parseISO(day);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isValid(date) ? date : null;
};

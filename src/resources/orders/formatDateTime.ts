import { format } from 'date-fns';

/** Spec 2's long date with time, e.g. '14 March 2025, 03:05 PM', in the browser's time zone. */
export const formatDateTime = (value: string | Date | null | undefined) => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'd MMMM yyyy, hh:mm a');
};

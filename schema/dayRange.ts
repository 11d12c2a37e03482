// Apart from schema/audit.ts, which brings zod: the client's first load checks a range too.

/** A range of days (YYYY-MM-DD, either end open) that runs forward; ISO days compare as text. */
export const datesInOrder = ({ date_from, date_to }: { date_from?: string; date_to?: string }) =>
  !date_from || !date_to || date_to >= date_from;

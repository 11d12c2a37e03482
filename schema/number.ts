import { z } from 'zod';

/** A number as a person types it: digits with an optional sign and decimal point, nothing else. */
const DECIMAL_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A whole amount as a person types it: digits alone ("12.", "+12" and "-0" are not). */
const WHOLE_TEXT = /^\d+$/;

// Other text becomes NaN, which the number rule refuses with its own message: "1000.50x", "1,000",
// "0x10" or "1e3" are never read as some other number.
const textToNumber = (pattern: RegExp) => (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? (pattern.test(v.trim()) ? Number(v) : Number.NaN) : v;

/**
 * A number rule that also takes text reading as a number (multipart and URL values are text).
 * Unlike z.coerce it refuses other types: `true`, `[5]` or `" "` would pass as 1, 5 and 0.
 */
export const fromText = <S extends z.ZodType>(rule: S) => z.preprocess(textToNumber(DECIMAL_TEXT), rule);

/** The same for a whole amount typed as digits alone. */
export const wholeFromText = <S extends z.ZodType>(rule: S) => z.preprocess(textToNumber(WHOLE_TEXT), rule);

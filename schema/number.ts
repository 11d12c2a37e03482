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

/** A number's shortest decimal text without an exponent: 5e-9 as 0.000000005. */
function plainDecimal(n: number) {
  const [mantissa, exponent] = Math.abs(n).toString().split('e');
  if (exponent === undefined) return mantissa;
  const [whole, fraction = ''] = mantissa.split('.');
  const shift = Number(exponent);
  const digits = whole + fraction;
  const point = whole.length + shift;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return digits.padEnd(point, '0').slice(0, point) + (point < digits.length ? `.${digits.slice(point)}` : '');
}

/**
 * Rounds at `scale` decimals as a numeric(p, scale) column does: the decimal the number is written
 * as (what the database is sent), half away from zero. Math.round on n * 10^scale would not:
 * 77.123456785 is 7712345678.499999 in binary and -0.5 rounds up.
 */
export function roundToScale(n: number, scale: number) {
  const [whole, fraction = ''] = plainDecimal(n).split('.');
  if (fraction.length <= scale) return n;
  const units = BigInt(whole + fraction.slice(0, scale)) + (fraction[scale] >= '5' ? 1n : 0n);
  const text = units.toString().padStart(scale + 1, '0');
  const rounded = Number(`${text.slice(0, text.length - scale)}.${text.slice(text.length - scale)}`);
  return n < 0 ? -rounded : rounded;
}

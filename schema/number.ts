import { z } from 'zod';

const textToNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

/**
 * A number rule that also takes text reading as a number (multipart and URL values are text).
 * Unlike z.coerce it refuses other types: `true`, `[5]` or `" "` would pass as 1, 5 and 0.
 */
export const fromText = <S extends z.ZodType>(rule: S) => z.preprocess(textToNumber, rule);

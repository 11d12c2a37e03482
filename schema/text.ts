import { z } from 'zod';

// Text a person reads (names, descriptions, mail) never needs the characters below, and they let a
// name show as something other than what is stored: control characters (C0, DEL, C1) are invisible
// or break a line, and the Unicode bidi controls (U+202E RIGHT-TO-LEFT OVERRIDE, the embeddings,
// isolates and LRM/RLM marks) reorder what follows them on screen, in a CSV cell or in a mail.
// Shared by the server's body guard and the forms, so both say the same.

/** The one wording of a length limit, on every text field (zod's own would read "Too big: ..."). */
export const tooLong = (max: number) => `This field may not be greater than ${max} characters.`;

export const TEXT_MESSAGES = {
  control: 'This field contains an invisible control character (such as a right-to-left override) that is not allowed.',
  oneLine: 'This field must be one line, without line breaks or tabs.',
  invisible: 'This field contains an invisible character (such as a zero-width space) that is not allowed here.',
  notText: 'This field must be text.',
} as const;

/** Optional text: a number, a boolean, a list or an object sent for it is refused in our words, not zod's. */
export const text = () => z.string({ error: TEXT_MESSAGES.notText });

/**
 * `rules` checked on text only. zod runs a length rule on anything with a length, so a list sent
 * for text would get "at least 6 characters" after its own message; piped, it gets only `message`.
 */
export const textThen = <T extends z.ZodType<unknown, string>>(message: string, rules: T) => z.string({ error: message }).pipe(rules);

// Tab, line feed and carriage return are controls too, but multi-line text keeps them.
const CONTROL = /(?![\t\n\r])[\p{Cc}\p{Bidi_Control}]/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
// Characters that show as nothing at all: in a name they make "Seeds" and "Se\u200Beds" two names
// that read the same (a second category of one name, a look-alike account). Free text copied
// from the web often holds them harmlessly, so only one-line text refuses them. The zero-width
// joiners (U+200C, U+200D) stay: Indic scripts and emoji need them.
const INVISIBLE = /[\u00AD\u200B\u2060\uFEFF]/;

/** Why this text may not be stored as one line (`oneLine`) or as multi-line text, or undefined. */
export function textIssue(value: string, { oneLine }: { oneLine: boolean }): string | undefined {
  if (CONTROL.test(value)) return TEXT_MESSAGES.control;
  if (oneLine && INVISIBLE.test(value)) return TEXT_MESSAGES.invisible;
  if (oneLine && LINE_BREAK_OR_TAB.test(value)) return TEXT_MESSAGES.oneLine;
  return undefined;
}

/** A text rule for a name, title or subject: refuses control, bidi and invisible characters, line breaks and tabs. */
export const oneLineText = <T extends z.ZodType<string>>(rule: T) =>
  rule
    .refine((v) => !CONTROL.test(v), { message: TEXT_MESSAGES.control, abort: true })
    .refine((v) => !INVISIBLE.test(v), { message: TEXT_MESSAGES.invisible, abort: true })
    .refine((v) => !LINE_BREAK_OR_TAB.test(v), TEXT_MESSAGES.oneLine);

/** A text rule for a description, comment or message: refuses control and bidi characters, keeps line breaks and tabs. */
export const multiLineText = <T extends z.ZodType<string>>(rule: T) => rule.refine((v) => !CONTROL.test(v), TEXT_MESSAGES.control);

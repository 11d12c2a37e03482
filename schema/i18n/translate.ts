import { HINDI_MESSAGES, HINDI_PATTERNS } from './messages.hi';

export type MessageLocale = 'en' | 'hi';

/** A server message in Hindi, or undefined when the table does not know it. */
export function toHindi(message: string): string | undefined {
  const fixed = HINDI_MESSAGES[message];
  if (fixed !== undefined) return fixed;
  for (const [pattern, hindi] of HINDI_PATTERNS) {
    if (pattern.test(message)) return message.replace(pattern, hindi);
  }
  return undefined;
}

/** The message in the locale; English, and anything the table lacks, as it is. */
export const translateMessage = (message: string, locale: MessageLocale): string =>
  locale === 'hi' ? (toHindi(message) ?? message) : message;

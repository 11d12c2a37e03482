import { PHONE_LIKE, PHONE_MIN } from './user';

// A phone number is stored as its digits, the country code apart (phone_code 91, phone
// 9876543210), but people type it as they read it: "+91 98765 43210", "098765-43210". A search
// that looks like a phone number also looks for the ways it may be stored.

/** A country code written apart from the number: "+91 98765...". */
const CODE_APART = /^\+(\d{1,4})[\s().-]+(.*)$/;
/** The shortest digits worth matching: the trigram index needs three. */
const MIN_DIGITS = 3;
/** Country codes have 1 to 4 digits (schema/user.ts). */
const MAX_CODE = 4;

export interface PhoneTerm {
  /** The country code the number was typed with, when it was. */
  code?: string;
  /** Digits the stored phone holds: anywhere in it without a code, from its start with one. */
  digits: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The stored forms a typed number may have. After a + the code is the digits up to the first
 * space or dash, or, written without one, each of its possible lengths; the rest is the start of
 * the phone. Without a +, the digits anywhere in a phone, a leading code only where a whole phone
 * follows it (so 9198... is not read as code 9 and a short number), and a trunk 0 dropped from a
 * number longer than a phone. None for text that is not a number (a name), or too few digits.
 */
export function phoneTerms(term: string): PhoneTerm[] {
  const typed = term.trim();
  if (!PHONE_LIKE.test(typed)) return [];
  const apart = CODE_APART.exec(typed);
  if (apart) {
    const digits = digitsOf(apart[2]);
    return digits.length >= MIN_DIGITS ? [{ code: apart[1], digits }] : [];
  }
  const digits = digitsOf(typed);
  if (digits.length < MIN_DIGITS) return [];
  const plus = typed.startsWith('+');
  const found: PhoneTerm[] = plus ? [] : [{ digits }];
  for (let size = 1; size <= MAX_CODE; size++) {
    const rest = digits.slice(size);
    if (rest.length >= (plus ? MIN_DIGITS : PHONE_MIN)) found.push({ code: digits.slice(0, size), digits: rest });
  }
  if (!plus && digits.startsWith('0') && digits.length > PHONE_MIN) found.push({ digits: digits.replace(/^0+/, '') });
  return found;
}

/** A number written as one (with a +, spaces or dashes) is a phone, never part of a name or an address. */
export const isWrittenPhone = (term: string) => phoneTerms(term).length > 0 && /\D/.test(term.trim());

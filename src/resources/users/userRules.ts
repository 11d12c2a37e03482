// The form rules with their exact messages. The server answers with the same strings
// (server/resources/users/validation.ts): both take them from schema/userMessages.ts.
import type { Validator } from 'react-admin';
import { passwordMinFor } from '../../../schema/passwordRules';
import { textIssue } from '../../../schema/text';
import { USER_MESSAGES } from '../../../schema/userMessages';

export { USER_MESSAGES };

/** Phone at least 10 digits. Passwords: schema/passwordRules.ts. */
export const PHONE_MIN = 10;
/** The server's lower bound for the optional secondary phone. */
export const SECONDARY_PHONE_MIN = 6;

export const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Marked as react-admin's own required() is, so labels get their asterisk. */
export const requiredValue = (message: string = USER_MESSAGES.required): Validator =>
  Object.assign((value: unknown) => (isBlank(value) ? message : undefined), { isRequired: true });

/** The server's check (zod's email) in its simplest form: one @, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailValue =
  (message: string = USER_MESSAGES.emailInvalid): Validator =>
  (value) =>
    isBlank(value) || EMAIL_PATTERN.test(String(value).trim()) ? undefined : message;

const shorterThan = (value: unknown, min: number) =>
  isBlank(value) || String(value).length >= min ? undefined : USER_MESSAGES.minLength(min);

export const minLengthValue =
  (min: number): Validator =>
  (value) =>
    shorterThan(value, min);

/** A password for an account of this type: staff need more characters than 6. */
export const passwordRules = (accountType?: string | null): Validator[] => [
  requiredValue(),
  minLengthValue(passwordMinFor(accountType ?? undefined)),
];

/** In a form that also chooses the account type: the minimum of the type chosen there. */
const passwordOfChosenType: Validator = (value, values) =>
  shorterThan(value, passwordMinFor((values as { account_type?: string } | undefined)?.account_type));

/** The value must equal another field's value (confirm password). */
export const sameAsValue =
  (other: string, otherLabel: string = other): Validator =>
  (value, values) =>
    value === (values as Record<string, unknown>)?.[other] ? undefined : USER_MESSAGES.sameAs(otherLabel);

/** The server's text rule (schema/text.ts): no invisible control or bidi character, and names on one line. */
export const textValue =
  (options: { oneLine: boolean }): Validator =>
  (value) =>
    typeof value === 'string' ? textIssue(value, options) : undefined;

export const oneLineValue = textValue({ oneLine: true });
export const multiLineValue = textValue({ oneLine: false });

/** Phone fields keep digits only, as typed. */
export const digitsOnly = (value: unknown): string => (value == null ? '' : String(value).replace(/\D/g, ''));

/** Rules of the fields the registration and the user form share. */
export const userRules = {
  name: [requiredValue(USER_MESSAGES.nameRequired), oneLineValue],
  email: [requiredValue(USER_MESSAGES.emailRequired), emailValue()],
  gender: [requiredValue()],
  phone: [requiredValue(), minLengthValue(PHONE_MIN)],
  secondary_number: [minLengthValue(SECONDARY_PHONE_MIN)],
  account_type: [requiredValue()],
  is_type: [requiredValue()],
  role_id: [requiredValue()],
  password: [requiredValue(), passwordOfChosenType],
  confirm_password: [requiredValue(), sameAsValue('password')],
  pin_code: [requiredValue()],
};

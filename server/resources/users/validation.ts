import { z } from 'zod';
import { PASSWORD_MIN, passwordMinFor } from '../../../schema/passwordRules';
import { multiLineText, oneLineText } from '../../../schema/text';
import { USER_MESSAGES } from '../../../schema/userMessages';
import { CURRENT_PASSWORD_MESSAGES } from '../../auth/currentPassword';
import { validationFailed } from '../../http/errors';
import { PIN_PATTERN } from '../pincodes/lookup';

export { USER_MESSAGES };

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const required = (message: string = USER_MESSAGES.required) => z.string({ error: message }).trim().min(1, message);
const digits = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).replace(/\D/g, '') : v);

export const phone = z.preprocess(
  digits,
  required().min(10, USER_MESSAGES.minLength(10)).max(15, 'This field may not be greater than 15 characters.'),
);
const passwordText = required().max(200, 'This field may not be greater than 200 characters.');
/** The minimum, where the account is never staff or is known only later (assertPasswordFits). */
export const password = passwordText.min(PASSWORD_MIN, USER_MESSAGES.minLength(PASSWORD_MIN));

/** 422 on `password` unless it has the minimum of this account type (schema/passwordRules.ts). */
export function assertPasswordFits(accountType: string | undefined, value: string) {
  const min = passwordMinFor(accountType);
  if (value.length < min) throw validationFailed({ password: [USER_MESSAGES.minLength(min)] });
}

// A well-formed date can still be one PostgreSQL refuses (year 0) or no birth date at all (future).
const EARLIEST_BIRTH = '1900-01-01';
const birthDate = z.iso
  .date('The date of birth must be a date (YYYY-MM-DD).')
  .refine(
    (d) => d >= EARLIEST_BIRTH && d <= new Date().toISOString().slice(0, 10),
    `The date of birth must be between ${EARLIEST_BIRTH} and today.`,
  );

const profileFields = {
  name: oneLineText(required(USER_MESSAGES.nameRequired).max(100, 'This field may not be greater than 100 characters.')),
  email: required(USER_MESSAGES.emailRequired).max(254, USER_MESSAGES.emailInvalid).pipe(z.email(USER_MESSAGES.emailInvalid)),
  gender: z.enum(['Male', 'Female', 'Other'], { error: USER_MESSAGES.required }),
  phone_code: z.preprocess((v) => blank(digits(v)) ?? '91', z.string().regex(/^[0-9]{1,4}$/, 'The phone code must be 1 to 4 digits.')),
  phone,
  secondary_number: z.preprocess((v) => blank(digits(v)), z.string().min(6, USER_MESSAGES.minLength(6)).max(15).optional()),
  date_of_birth: z.preprocess(blank, birthDate.optional()),
  is_type: z.enum(['Buyer', 'Seller', 'Labor'], { error: USER_MESSAGES.required }),
  pin_code: z.preprocess(digits, required().regex(PIN_PATTERN, USER_MESSAGES.invalidPin)),
  city: z.preprocess(blank, oneLineText(z.string().trim().max(100)).optional()),
  home_no: z.preprocess(blank, oneLineText(z.string().trim().max(100)).optional()),
  full_address: z.preprocess(blank, multiLineText(z.string().trim().max(500)).optional()),
};

/** Asked of an account changing its own password or email (routes.ts decides when). */
const currentPassword = z.preprocess(
  blank,
  z.string({ error: CURRENT_PASSWORD_MESSAGES.required }).max(1024, 'This field may not be greater than 1024 characters.').optional(),
);

const confirmation = { password, confirm_password: z.string({ error: USER_MESSAGES.required }) };
const samePassword = (v: { password: string; confirm_password: string }) => v.password === v.confirm_password;
const samePasswordIssue = { path: ['confirm_password'], message: USER_MESSAGES.sameAs('password') };

const staffFields = {
  ...profileFields,
  account_type: z.enum(['User', 'Vendor', 'Labor', 'Admin'], { error: USER_MESSAGES.required }),
  role_id: z.uuid({ error: USER_MESSAGES.required }),
};

/** An update may name 'Super Admin' (a Super Admin saving their own profile); routes.ts decides who may. */
const updateFields = {
  ...staffFields,
  account_type: z.enum(['User', 'Vendor', 'Labor', 'Admin', 'Super Admin'], { error: USER_MESSAGES.required }),
};

const accountTypeOf = (input: unknown) => String((input as { account_type?: unknown }).account_type);
const hasPasswordText = (input: unknown) => String((input as { password?: unknown }).password ?? '').trim() !== '';

export const userCreateBody = z
  .object({ ...staffFields, ...confirmation, password: passwordText })
  .refine(samePassword, samePasswordIssue)
  // The chosen type's minimum, checked even when another field is wrong so every message comes at once.
  .refine((v) => v.password.length >= passwordMinFor(v.account_type), {
    path: ['password'],
    error: (issue) => USER_MESSAGES.minLength(passwordMinFor(accountTypeOf(issue.input))),
    when: ({ value }) => hasPasswordText(value),
  });

/**
 * Staff edit every field but the password; an account editing itself only its profile fields.
 * The password fields count only when the edit makes an account staff (routes.ts).
 */
export const userUpdateBody = z.object({
  user_id: z.uuid({ error: 'The user id must be a valid id.' }),
  ...updateFields,
  password: passwordText.optional(),
  confirm_password: z.string({ error: USER_MESSAGES.required }).optional(),
  current_password: currentPassword,
});
export const profileUpdateBody = z.object({
  user_id: z.uuid({ error: 'The user id must be a valid id.' }),
  ...profileFields,
  current_password: currentPassword,
});

export const registerBody = z
  .object({ ...profileFields, account_type: z.enum(['User', 'Vendor', 'Labor'], { error: USER_MESSAGES.required }), ...confirmation })
  .refine(samePassword, samePasswordIssue);

export const changePasswordBody = z
  .object({
    user_id: z.uuid({ error: 'The user id must be a valid id.' }),
    current_password: currentPassword,
    password,
    password_confirmation: z.string({ error: USER_MESSAGES.required }),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: USER_MESSAGES.sameAs('password') });

export const userIdBody = z.object({ user_id: z.uuid({ error: 'The user id must be a valid id.' }) });
export const statusBody = userIdBody.extend({
  status: z.enum(['Active', 'In-Active'], { error: 'The status must be Active or In-Active.' }),
});
export const deleteBody = userIdBody.extend({
  delete_type: z.preprocess(
    blank,
    z.enum(['Delete', 'Restore', 'Force Delete'], { error: 'The delete type must be Delete, Restore or Force Delete.' }).default('Delete'),
  ),
});

export type ProfileInput = z.infer<typeof profileUpdateBody>;

import { z } from 'zod';
import type { ImportDeclarationOf } from './import';
import { approvalFilter } from './approval';
import { marketDayOf } from './marketDay';
import { blank, choiceOf, idOf, listOf, referenceOf } from './fields';
import { PASSWORD_MIN, passwordMinFor } from './passwordRules';
import { ACCOUNT_TYPES, type AccountType } from './permissions';
import { defineResource } from './resource';
import { multiLineText, oneLineText, text, textThen, tooLong } from './text';
import { CURRENT_PASSWORD_MESSAGES, USER_MESSAGES } from './userMessages';

export { ACCOUNT_TYPES, CURRENT_PASSWORD_MESSAGES, USER_MESSAGES };

// The values a user's fields take. Labels are i18n keys (resources.users.choices.<field>.<value>).
export const GENDERS = ['Male', 'Female', 'Other'] as const;
/** What the account mainly does in the market; the is_buyer/is_seller/is_labor flags follow it. */
export const IS_TYPES = ['Buyer', 'Seller', 'Labor'] as const;
export type IsType = (typeof IS_TYPES)[number];
export const USER_STATUSES = ['Active', 'In-Active'] as const;
/** The list's status filter: the live accounts by status, or the soft-deleted ones. */
export const USER_STATUS_FILTERS = ['All', ...USER_STATUSES, 'Deleted'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export const DELETE_TYPES = ['Delete', 'Restore', 'Force Delete'] as const;
export type DeleteType = (typeof DELETE_TYPES)[number];

/** The account types one may register as: never staff. */
export const SELF_ACCOUNT_TYPES = ['User', 'Vendor', 'Labor'] as const satisfies readonly AccountType[];
/** The types staff give a new account: Super Admin is made at first start only (Admin: Super Admins only, the server checks). */
export const CREATE_ACCOUNT_TYPES = [...SELF_ACCOUNT_TYPES, 'Admin'] as const satisfies readonly AccountType[];
/**
 * What each kind of account is in the market: a User buys, a Vendor sells, a Labor account works.
 * Its Is Type follows it, so its page lists what it does and its rights agree; staff may be any.
 */
const IS_TYPE_OF: Record<(typeof SELF_ACCOUNT_TYPES)[number], IsType> = { User: 'Buyer', Vendor: 'Seller', Labor: 'Labor' };
/** The Is Type of a marketplace account's type; none for staff. */
export const ownIsTypeOf = (accountType: string): IsType | undefined => IS_TYPE_OF[accountType as keyof typeof IS_TYPE_OF];
/** The Is Type an account of this type is saved with: its type's for a marketplace account, the one asked for staff. */
export const isTypeFor = (accountType: string, asked: IsType): IsType => ownIsTypeOf(accountType) ?? asked;

/** The types a caller may give an account, at creation or later, and so the roles it may give (those for these types). */
export const assignableAccountTypes = (bySuperAdmin: boolean): readonly AccountType[] =>
  bySuperAdmin ? CREATE_ACCOUNT_TYPES : SELF_ACCOUNT_TYPES;

export const DEFAULT_ACCOUNT_TYPE = 'User';
export const DEFAULT_IS_TYPE = 'Buyer';
export const DEFAULT_PHONE_CODE = '91';
const PHONE_CODE_MESSAGE = 'The phone code must be 1 to 4 digits.';

/** India's postal index numbers: six digits, never starting with 0. */
export const PIN_PATTERN = /^[1-9][0-9]{5}$/;

export const PHONE_MIN = 10;
export const SECONDARY_PHONE_MIN = 6;

const required = (message: string = USER_MESSAGES.required) => z.string({ error: message }).trim().min(1, message);
/** Any text but a blank one ('Value is required'). */
export const requiredText = required();
/** Only digits and what people write between them, with an optional leading +. */
export const PHONE_LIKE = /^\+?[\d\s().-]+$/;
/**
 * A number keeps its digits only, however it was typed ("+91 98765-43210"); text with anything
 * else in it (letters, quotes) is left as sent, so the digits-only rule after it refuses it.
 */
const digits = (v: unknown) => {
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && PHONE_LIKE.test(v) ? v.replace(/\D/g, '') : v;
};
const ONLY_DIGITS = /^\d*$/;
const onlyDigits = { message: USER_MESSAGES.phoneDigits, abort: true };
const PHONE_MAX = 15;
/** An account type left out is required; one given but not on offer here (staff on the public form) is invalid. */
const choice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  choiceOf(values, USER_MESSAGES.required, `The selected ${name} is invalid.`);

const phoneDigits = textThen(
  USER_MESSAGES.required,
  required().regex(ONLY_DIGITS, onlyDigits).min(PHONE_MIN, USER_MESSAGES.minLength(PHONE_MIN)).max(PHONE_MAX, tooLong(PHONE_MAX)),
);
export const phone = z.preprocess(digits, phoneDigits);
/**
 * A phone with no code of its own (a labour listing's), kept as an account's is: the national
 * number of the default code, a trunk 0 or +91 typed in front dropped (nationalPhone).
 */
export const nationalPhoneOfDefaultCode = z.preprocess(
  digits,
  phoneDigits.transform((typed) => nationalPhone({ phone_code: DEFAULT_PHONE_CODE, phone: typed }).phone),
);
/**
 * One number is stored one way, as sign-in and the rule of one account per phone read it: typed
 * with a trunk 0 or 00 ("09800000000") or its country code in front ("+91 98000 00000",
 * "919800000000"), it is kept without them, each dropped only where a whole number is left.
 */
export function nationalPhone<T extends { phone_code: string; phone: string }>(values: T): T {
  const dropped = (digits: string, prefix: string) => {
    const rest = digits.startsWith(prefix) ? digits.slice(prefix.length) : digits;
    return rest.length >= PHONE_MIN ? rest : digits;
  };
  const trunk = /^0*/.exec(values.phone)![0];
  const national = dropped(dropped(values.phone, trunk), values.phone_code);
  return national === values.phone ? values : { ...values, phone: national };
}

// Kept as typed, spaces included, as sign-in compares it: only a blank one is refused.
const passwordRules = z
  .string()
  .refine((v) => v.trim() !== '', USER_MESSAGES.required)
  .max(200, tooLong(200));
const passwordText = textThen(USER_MESSAGES.required, passwordRules);
/** The minimum, where the account is never staff or is known only later (the server checks the type's own). */
export const password = textThen(USER_MESSAGES.required, passwordRules.min(PASSWORD_MIN, USER_MESSAGES.minLength(PASSWORD_MIN)));

// A well-formed date can still be one PostgreSQL refuses (year 0) or no birth date at all (future).
const EARLIEST_BIRTH = '1900-01-01';
// A malformed one is told only that: its range would be a second, misleading message.
const birthDate = z.iso
  .date({ error: 'The date of birth must be a date (YYYY-MM-DD).', abort: true })
  .refine((d) => d >= EARLIEST_BIRTH && d <= marketDayOf(), `The date of birth must be between ${EARLIEST_BIRTH} and today.`);

/** One rule per profile field, as the server checks them and the forms show them. */
export const userFields = {
  name: oneLineText(required(USER_MESSAGES.nameRequired).max(100, tooLong(100))),
  email: required(USER_MESSAGES.emailRequired).max(254, USER_MESSAGES.emailInvalid).pipe(z.email(USER_MESSAGES.emailInvalid)),
  gender: choice('gender', GENDERS),
  phone_code: z.preprocess(
    (v) => blank(digits(v)),
    z
      .string({ error: PHONE_CODE_MESSAGE })
      .regex(/^[0-9]{1,4}$/, PHONE_CODE_MESSAGE)
      .default(DEFAULT_PHONE_CODE),
  ),
  phone,
  secondary_number: z.preprocess(
    (v) => blank(digits(v)),
    textThen(
      USER_MESSAGES.phoneDigits,
      z
        .string()
        .regex(ONLY_DIGITS, onlyDigits)
        .min(SECONDARY_PHONE_MIN, USER_MESSAGES.minLength(SECONDARY_PHONE_MIN))
        .max(PHONE_MAX, tooLong(PHONE_MAX)),
    ).optional(),
  ),
  date_of_birth: z.preprocess(blank, birthDate.optional()),
  is_type: choice('is type', IS_TYPES),
  pin_code: z.preprocess(digits, required().regex(PIN_PATTERN, USER_MESSAGES.invalidPin)),
  city: z.preprocess(blank, oneLineText(text().trim().max(100, tooLong(100))).optional()),
  home_no: z.preprocess(blank, oneLineText(text().trim().max(100, tooLong(100))).optional()),
  full_address: z.preprocess(blank, multiLineText(text().trim().max(500, tooLong(500))).optional()),
};

/** Asked of an account changing its own password or email (the server decides when). */
export const currentPassword = z.preprocess(
  blank,
  z.string({ error: CURRENT_PASSWORD_MESSAGES.required }).max(1024, tooLong(1024)).optional(),
);

const userId = idOf('user id');

/** A password confirmation: `field` must repeat `password`. */
export const samePassword = <F extends string>(field: F) => ({
  check: (v: { password?: unknown } & Partial<Record<F, unknown>>) => v.password === v[field],
  issue: {
    path: [field],
    message: USER_MESSAGES.sameAs('password'),
    // A blank repetition is told 'Value is required' alone, not that it differs.
    when: ({ value }: { value: unknown }) => {
      const typed = (value as Partial<Record<F, unknown>>)[field];
      return typeof typed === 'string' && typed.trim() !== '';
    },
  },
});
/** The confirmation alone, for a form that checks it while other fields are still wrong. */
export const confirmationRule = (field: string) => {
  const same = samePassword(field);
  return z.object({ password: z.unknown(), [field]: z.unknown() }).refine(same.check, same.issue);
};

/** A password's repetition: left blank it is asked for, as the forms ask, before it is compared. */
const confirmationText = z.string({ error: USER_MESSAGES.required }).refine((v) => v.trim() !== '', USER_MESSAGES.required);

const confirmation = { password, confirm_password: confirmationText };
const confirmed = samePassword('confirm_password');

const staffFields = {
  ...userFields,
  account_type: choice('account type', CREATE_ACCOUNT_TYPES),
  role_id: referenceOf('role id', USER_MESSAGES.required),
};

const accountTypeOf = (input: unknown) => String((input as { account_type?: unknown }).account_type);
const hasPasswordText = (input: unknown) => {
  const typed = (input as { password?: unknown }).password;
  return typeof typed === 'string' && typed.trim() !== '';
};

export const userCreateBody = z
  .object({ ...staffFields, ...confirmation, password: passwordText })
  .refine(confirmed.check, confirmed.issue)
  .overwrite(nationalPhone)
  // The chosen type's minimum, checked even when another field is wrong so every message comes at once.
  .refine((v) => v.password.length >= passwordMinFor(v.account_type), {
    path: ['password'],
    error: (issue) => USER_MESSAGES.minLength(passwordMinFor(accountTypeOf(issue.input))),
    when: ({ value }) => hasPasswordText(value),
  });

/**
 * Staff edit every field but the password; an account editing itself only its profile fields.
 * An update may name 'Super Admin' (a Super Admin saving their own profile); the server decides
 * who may. The password fields count only when the edit makes an account staff.
 */
export const userUpdateBody = z
  .object({
    user_id: userId,
    ...staffFields,
    account_type: choice('account type', ACCOUNT_TYPES),
    password: passwordText.optional(),
    confirm_password: z.string({ error: USER_MESSAGES.required }).optional(),
    current_password: currentPassword,
  })
  .overwrite(nationalPhone);
export const profileUpdateBody = z.object({ user_id: userId, ...userFields, current_password: currentPassword }).overwrite(nationalPhone);

export const registerBody = z
  .object({ ...userFields, account_type: choice('account type', SELF_ACCOUNT_TYPES), ...confirmation })
  .refine(confirmed.check, confirmed.issue)
  .overwrite(nationalPhone);

const passwordConfirmed = samePassword('password_confirmation');
export const changePasswordBody = z
  .object({
    user_id: userId,
    current_password: currentPassword,
    password,
    password_confirmation: confirmationText,
  })
  .refine(passwordConfirmed.check, passwordConfirmed.issue);

export const userIdBody = z.object({ user_id: userId });
export const statusBody = userIdBody.extend({
  status: z.enum(USER_STATUSES, { error: `The status must be ${listOf(USER_STATUSES)}.` }),
});
export const deleteBody = userIdBody.extend({
  delete_type: z.preprocess(blank, z.enum(DELETE_TYPES, { error: `The delete type must be ${listOf(DELETE_TYPES)}.` }).default('Delete')),
});

/** A reset link too short to be one and one unknown, used or expired get the same words. */
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
/** The forgotten-password form says "E-mail" where the user form says "Email". */
export const FORGOT_MESSAGES = {
  required: 'Email is required',
  invalid: 'E-mail must be valid',
  type: 'The type must be text of at most 20 characters.',
} as const;
export const forgotBody = z.object({
  email: required(FORGOT_MESSAGES.required).max(254, FORGOT_MESSAGES.invalid).pipe(z.email(FORGOT_MESSAGES.invalid)),
  type: z.string({ error: FORGOT_MESSAGES.type }).max(20, FORGOT_MESSAGES.type).optional(),
});
export const resetBody = z
  .object({
    token: z.string({ error: RESET_LINK_INVALID }).min(20, RESET_LINK_INVALID).max(200),
    password,
    password_confirmation: confirmationText,
  })
  .refine(passwordConfirmed.check, passwordConfirmed.issue);

/**
 * The list's own filter; every list's paging and search (server/db/paging.ts) come on
 * top of it. The export takes the same body.
 */
export const userListFilters = z.object({
  approval: approvalFilter,
  status: z.preprocess(blank, z.enum(USER_STATUS_FILTERS, { error: `The status must be ${listOf(USER_STATUS_FILTERS)}.` }).default('All')),
});

export const USER_REPLIES = {
  list: 'User List retrieved successfully',
  one: 'User retrieved successfully',
  created: 'User created successfully',
  updated: 'User updated successfully',
  status: 'User status updated successfully',
  deleted: 'User Soft Deleted Successfully',
  restored: 'User Restored Successfully',
  forceDeleted: 'User Permanently Deleted Successfully',
  passwordChanged: 'Password changed successfully',
  passwordChangedMeanwhile: 'The password was changed meanwhile: nothing was saved. Try again.',
  notFound: 'User not found',
  roles: 'Roles retrieved successfully',
  notDeleted: 'This user is not deleted.',
  stillReferenced: 'This user has products, labour or orders and cannot be deleted for good.',
  emailNeedsPasswordRight: "Changing another account's email needs the permission to set its password.",
} as const;

export const user = defineResource({
  name: 'user',
  resource: 'users',
  subject: 'user',
  table: 'users',
  scope: 'staff',
  listBody: userListFilters,
  // Newest first, always.
  sort: ['created_at'],
  search: ['name', 'email', 'phone'],
  // The User List's columns, plus the role and the date the account was made; the phone is
  // written with its code (+91 9876543210), the type headed Account Type as an import reads it.
  exportColumns: [
    { header: 'Full Name', field: 'name' },
    { header: 'Email', field: 'email' },
    { header: 'Phone', field: 'phone' },
    { header: 'Account Type', field: 'account_type' },
    { header: 'Role', field: 'role_name' },
    { header: 'Status', field: 'status' },
    { header: 'Approval', field: 'approval_status' },
    { header: 'Created At', field: 'created_at' },
  ],
  bodies: {
    create: userCreateBody,
    update: userUpdateBody,
    profile: profileUpdateBody,
    register: registerBody,
    'change-password': changePasswordBody,
    one: userIdBody,
    status: statusBody,
    delete: deleteBody,
    forgot: forgotBody,
    reset: resetBody,
  },
  messages: USER_REPLIES,
});

export const USER_IMPORT_MESSAGES = {
  accountType: `An import gives the account types ${listOf(SELF_ACCOUNT_TYPES)} only.`,
  staff: 'A staff account is not changed by an import.',
  typeChange: "Only a Super Admin changes an account's type or role.",
} as const;

const userImportFields = z.object({
  ...userFields,
  // An imported account's Is Type follows its type (isTypeFor): a file may leave it out.
  is_type: z.preprocess(blank, userFields.is_type.optional()),
  account_type: z.enum(SELF_ACCOUNT_TYPES, { error: USER_IMPORT_MESSAGES.accountType }),
  role_id: referenceOf('role id', USER_MESSAGES.required),
});

/** An imported line's rule: the profile as user-create checks it, without a password, for accounts that are not staff. */
export const userImportBody = userImportFields
  .overwrite(nationalPhone)
  .transform((line) => ({ ...line, is_type: isTypeFor(line.account_type, DEFAULT_IS_TYPE) }));
export type UserImportInput = z.infer<typeof userImportBody>;

/**
 * A user file's columns, as the user export writes them (Name read under its Full Name too, the
 * phone with its +code or without), so an exported file imports back. Type (Buyer, Seller or
 * Labor) may be left out: it follows the account type. A line updates the account of the same
 * e-mail. Imported accounts have no password anyone knows: they choose one through "Forgot password".
 */
export const USER_IMPORT = {
  resource: 'users',
  subject: 'user',
  columns: [
    { header: 'Name', field: 'name', required: true, aliases: ['Full Name'] },
    { header: 'Email', field: 'email', required: true },
    { header: 'Phone Code', field: 'phone_code', required: false },
    { header: 'Phone', field: 'phone', required: true },
    { header: 'Gender', field: 'gender', required: true, choices: GENDERS },
    { header: 'Type', field: 'is_type', required: false, choices: IS_TYPES, meaning: 'is_type', blankKeeps: true },
    { header: 'Account Type', field: 'account_type', required: true, choices: SELF_ACCOUNT_TYPES },
    { header: 'Role', field: 'role_id', required: true, reference: 'role', within: 'account_type' },
    { header: 'Pin Code', field: 'pin_code', required: true },
    { header: 'City', field: 'city', required: false },
    { header: 'Home No', field: 'home_no', required: false },
    { header: 'Full Address', field: 'full_address', required: false },
    { header: 'Secondary Number', field: 'secondary_number', required: false },
    { header: 'Date Of Birth', field: 'date_of_birth', required: false },
  ],
  key: ['email'],
} as const satisfies ImportDeclarationOf<keyof typeof userImportFields.shape>;

import { isStaffAccountType } from './permissions';

/**
 * How long a password must be, for the server's checks and the client's forms alike. Buyers, sellers and
 * labour need 6 characters; staff accounts reach every account's data, so theirs need 12.
 */
export const PASSWORD_MIN = 6;
export const STAFF_PASSWORD_MIN = 12;

/** The shortest password an account of this type may be given. */
export const passwordMinFor = (accountType: string | undefined) => (isStaffAccountType(accountType) ? STAFF_PASSWORD_MIN : PASSWORD_MIN);

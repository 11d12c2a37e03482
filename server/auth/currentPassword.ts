import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { validationFailed } from '../http/errors';
import { clearAttempts, limitAttempts } from './attempts';
import { verifyPassword } from './passwords';
import { CURRENT_PASSWORD_MESSAGES } from '../../schema/userMessages';

/**
 * Checks the `current_password` of an account changing its own password or email, so that a
 * signed-in screen left open or a stolen token is not enough to take the account over. Wrong
 * ones count like failed sign-ins of the account, each before its hash is checked (the same limit and window, 429 past it), so a
 * token cannot be used to guess the password either; the right one clears the count.
 */
export function currentPasswordCheck(db: Kysely<DB>, limits: { perAccount: number; windowSeconds: number }) {
  return async (account: { id: string; password_hash: string }, given: string | undefined) => {
    if (!given) throw validationFailed({ current_password: [CURRENT_PASSWORD_MESSAGES.required] });
    const key = `current-password:${account.id}`;
    // Counted before the hash is checked, so guesses sent together cannot pass the limit.
    await limitAttempts(db, [{ key, max: limits.perAccount }], limits.windowSeconds);
    if (await verifyPassword(given, account.password_hash)) {
      await clearAttempts(db, [key]);
      return;
    }
    throw validationFailed({ current_password: [CURRENT_PASSWORD_MESSAGES.wrong] });
  };
}

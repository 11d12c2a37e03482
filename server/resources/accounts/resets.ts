import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken, retireResetLinks } from '../../auth/tokens';
import { transaction } from '../../db/transaction';
import type { DB } from '../../db/types';

export const RESET_TTL_MINUTES = 60;

/** A single-use reset token; only its hash is stored, and earlier unused ones stop working. */
export async function issueResetToken(db: Kysely<DB>, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await transaction(db, async (trx) => {
    await retireResetLinks(trx, userId);
    await trx
      .insertInto('password_resets')
      .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + RESET_TTL_MINUTES * 60_000) })
      .execute();
  });
  return token;
}

/** The account a reset token may still set the password of, and its type. */
export async function resetTokenHolder(db: Kysely<DB>, token: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.id', 'users.account_type'])
    .where('password_resets.token_hash', '=', hashToken(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', new Date())
    .executeTakeFirst();
}

/**
 * Uses a reset token at most once: marks it used and returns its user, if it was valid. Only an
 * account that may sign in takes a new password this way, as only such an account is mailed a link.
 */
export async function consumeResetToken(db: Kysely<DB>, token: string): Promise<string | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('user_id', 'in', (q) => q.selectFrom('users').select('id').where('status', '=', 'Active').where('deleted_at', 'is', null))
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

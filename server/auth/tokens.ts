import { createHash, randomBytes } from 'node:crypto';
import { createQueryId, sql, type CompiledQuery, type Kysely } from 'kysely';
import { grantableTo, type PermissionName } from '../../schema/permissions';
import type { DB } from '../db/types';
import { authGeneration } from '../db/authChanges';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a token; only its SHA-256 is stored, so a database leak yields no usable token. Issued
 * only while the account is still on, not deleted, with the password hash the sign-in checked:
 * a switch-off, delete or password change that commits while the password was being checked
 * leaves no session behind (undefined). FOR SHARE: a change not yet committed makes the issue
 * wait for it and read it, and an issue makes the change wait, so its endSessions sees the token.
 */
export async function issueToken(db: Kysely<DB>, userId: string, ttlSeconds: number, passwordHash: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const issued = await db
    .insertInto('access_tokens')
    .columns(['user_id', 'token_hash', 'expires_at'])
    .expression(
      db
        .selectFrom('users')
        .select(['id', sql<string>`${hashToken(token)}::text`.as('token_hash'), sql<Date>`${expiresAt}::timestamptz`.as('expires_at')])
        .where('id', '=', userId)
        .where('status', '=', 'Active')
        .where('deleted_at', 'is', null)
        .where('password_hash', '=', passwordHash)
        .forShare(),
    )
    .returning('id')
    .executeTakeFirst();
  return issued && { token, expiresAt };
}

/** The caller behind a token hash, with the role's permission names, in one round trip. */
const activeTokenQuery = (db: Kysely<DB>, tokenHash: string) =>
  db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select([
      'access_tokens.id as token_id',
      'access_tokens.last_used_at',
      'access_tokens.expires_at',
      'users.id as user_id',
      'users.account_type',
      'users.role_id',
      'users.status',
    ])
    .select((eb) =>
      eb
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .whereRef('role_permissions.role_id', '=', 'users.role_id')
        .select(sql<string[]>`coalesce(array_agg(permissions.name), '{}')`.as('names'))
        .as('permissions'),
    )
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', sql<Date>`now()`)
    .where('users.deleted_at', 'is', null);
type ActiveToken = Awaited<ReturnType<ReturnType<typeof activeTokenQuery>['executeTakeFirst']>>;

// Every API request runs this lookup; building and compiling it each time cost about 0.18 ms of
// CPU under the bench, so it is compiled once per database with the hash as its only parameter.
const compiledLookups = new WeakMap<Kysely<DB>, CompiledQuery<NonNullable<ActiveToken>>>();

async function lookUp(db: Kysely<DB>, tokenHash: string): Promise<ActiveToken> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = activeTokenQuery(db, '').compile();
    if (compiled.parameters.length !== 1) throw new Error('The token lookup must take the hash as its only parameter.');
    compiledLookups.set(db, compiled);
  }
  const lookup: CompiledQuery<NonNullable<ActiveToken>> = { ...compiled, queryId: createQueryId(), parameters: [tokenHash] };
  const [row] = (await db.executeQuery(lookup)).rows;
  // The permissions its type may hold: a grant a role kept from before the staff-only rule gives
  // nothing. Filtered as the row is read, once for every request the kept row then serves.
  return row && { ...row, permissions: (row.permissions ?? []).filter((p) => grantableTo(row.account_type, p as PermissionName)) };
}

/**
 * A token's row is kept between requests under a number that moves with every change to what
 * it holds (server/db/authChanges.ts): on PGlite, any write, since this process is its only
 * writer; on PostgreSQL, also the database's notice of another process's change, heard within
 * milliseconds of its commit. Without a number (not listening), every request asks the database.
 * The lookup costs about 2 ms of planning on PGlite's one thread, and on PostgreSQL a round trip
 * (0.4 ms of the API's CPU and 0.3 ms of the database's per request under the bench).
 */
const CACHED_TOKENS = 1_000;
/**
 * And for a minute at most: should notices stop without the connection failing (a half-open
 * socket, or a pooler in transaction mode that drops LISTEN), a change is still seen by then.
 */
const CACHED_FOR_MS = 60_000;
const cachedLookups = new WeakMap<Kysely<DB>, Map<string, { generation: number; at: number; row: NonNullable<ActiveToken> }>>();

export async function findActiveToken(db: Kysely<DB>, token: string): Promise<ActiveToken> {
  const tokenHash = hashToken(token);
  const generation = authGeneration(db);
  if (generation === undefined) return lookUp(db, tokenHash);
  let cache = cachedLookups.get(db);
  if (!cache) cachedLookups.set(db, (cache = new Map()));
  const cached = cache.get(tokenHash);
  const now = Date.now();
  if (cached && cached.generation === generation && now - cached.at < CACHED_FOR_MS && cached.row.expires_at.getTime() > now)
    return cached.row;
  const row = await lookUp(db, tokenHash);
  // Unknown tokens are not kept: guesses would only fill the cache.
  if (row && generation === authGeneration(db)) {
    if (cache.size >= CACHED_TOKENS) cache.clear();
    cache.set(tokenHash, { generation, at: now, row });
  }
  return row;
}

/** The token's row as the database holds it now, past this process's cache of sign-ins. */
export const findActiveTokenNow = (db: Kysely<DB>, token: string): Promise<ActiveToken> => lookUp(db, hashToken(token));

// Writing last_used_at on every request would turn each read into a write; once a minute is enough.
const TOUCH_INTERVAL_MS = 60_000;
/**
 * Writes the token's last use, once a minute, and keeps the time in the row found (a kept row is
 * that same object): the write leaves the kept rows where they are (server/db/writeGeneration.ts),
 * so without it the next calls would see the old time and write again.
 */
export async function touchToken(db: Kysely<DB>, found: { token_id: string; last_used_at: Date | null }) {
  if (found.last_used_at && Date.now() - found.last_used_at.getTime() < TOUCH_INTERVAL_MS) return;
  const now = new Date();
  await db.updateTable('access_tokens').set({ last_used_at: now }).where('id', '=', found.token_id).execute();
  found.last_used_at = now;
}

export async function revokeToken(db: Kysely<DB>, tokenId: string) {
  await db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('id', '=', tokenId).execute();
}

/**
 * Ends every session of an account, but `keep` (the caller's own, after changing their password),
 * and every reset link it has not used: one mailed before the change would otherwise set a
 * password past it. Revoked rather than refused while the account is off, so switching it back
 * on, restoring it or a new password does not bring old tokens back. The change reaches every
 * process's kept token rows at its commit (server/db/authChanges.ts).
 */
export async function endSessions(db: Kysely<DB>, userId: string, { keep }: { keep?: string } = {}) {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keep !== undefined, (q) => q.where('id', '<>', keep!))
    .execute();
  await retireResetLinks(db, userId);
}

/** Marks the account's unused password-reset links used, so none of them sets a password any more. */
export async function retireResetLinks(db: Kysely<DB>, userId: string) {
  await db.updateTable('password_resets').set({ used_at: new Date() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

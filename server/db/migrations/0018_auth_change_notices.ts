import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// An API process on PostgreSQL keeps a signed-in token's row between requests only while it
// listens on this channel (server/db/authChanges.ts): any change to what that row holds, from
// any process or psql, tells every listener at commit. The columns are the ones the token lookup
// reads (server/auth/tokens.ts), so a login or the once-a-minute last_used_at write tells no one.
export const AUTH_CHANGED = 'auth_changed';

const WATCHED = [
  { table: 'access_tokens', events: 'UPDATE OF id, user_id, token_hash, expires_at, revoked_at OR DELETE OR TRUNCATE' },
  { table: 'users', events: 'UPDATE OF id, account_type, role_id, status, deleted_at OR DELETE OR TRUNCATE' },
  { table: 'role_permissions', events: 'INSERT OR UPDATE OR DELETE OR TRUNCATE' },
  { table: 'permissions', events: 'UPDATE OR DELETE OR TRUNCATE' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql.raw(`
      CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${AUTH_CHANGED}', '');
        RETURN NULL;
      END $$`),
    // Once per statement: a bulk change is one notice, and notices of one transaction are one.
    // ALWAYS: a change made in replica mode must not be missed either.
    ...WATCHED.flatMap(({ table, events }) => [
      sql.raw(`CREATE TRIGGER ${table}_auth_changed AFTER ${events} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed()`),
      sql.raw(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${table}_auth_changed`),
    ]),
  ]);
}

import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { seedPincodesIfEmpty } from '../resources/pincodes/seed';
import { seedReferenceDataIfEmpty, type ReferenceCounts } from './reference';
import { seedRolesAndPermissions } from './roles';
import { ensureSuperAdmin, type SuperAdminResult } from './superAdmin';

export interface SeedResult {
  admin: SuperAdminResult;
  /** Present when this call imported the reference data (first start), with how long it took. */
  reference?: ReferenceCounts & { ms: number };
  /** Post offices imported by this call (first start). */
  pincodes?: { count: number; ms: number };
}

// Any fixed number: the key of the advisory lock that seeding holds.
const SEED_LOCK = 71042026;

/**
 * Everything a new database needs before its first sign-in; safe to run at every start, and from
 * several processes at once: API processes started together on a new PostgreSQL database take
 * turns under an advisory lock, so the later ones find the work done (one Super Admin, not two).
 */
export async function seedEssentials(
  db: Kysely<DB>,
  admin: { email: string; password?: string },
  options: { pincodes?: boolean } = { pincodes: true },
): Promise<SeedResult> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SEED_LOCK})`.execute(connection);
    try {
      return await seedInTurn(connection, admin, options);
    } finally {
      await sql`SELECT pg_advisory_unlock(${SEED_LOCK})`.execute(connection);
    }
  });
}

async function seedInTurn(
  db: Kysely<DB>,
  admin: { email: string; password?: string },
  options: { pincodes?: boolean },
): Promise<SeedResult> {
  await seedRolesAndPermissions(db);
  let started = performance.now();
  const reference = await seedReferenceDataIfEmpty(db);
  const referenceMs = Math.round(performance.now() - started);
  started = performance.now();
  // PIN codes cost a few seconds; API tests that do not need them skip them.
  const pincodes = options.pincodes ? await seedPincodesIfEmpty(db) : undefined;
  return {
    admin: await ensureSuperAdmin(db, admin.email, admin.password),
    ...(reference && { reference: { ...reference, ms: referenceMs } }),
    ...(pincodes !== undefined && { pincodes: { count: pincodes, ms: Math.round(performance.now() - started) } }),
  };
}

import type { Kysely } from 'kysely';
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

/** Everything a new database needs before its first sign-in; safe to run at every start. */
export async function seedEssentials(
  db: Kysely<DB>,
  admin: { email: string; password?: string },
  options: { pincodes?: boolean } = { pincodes: true },
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

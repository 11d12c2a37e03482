import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { seedReferenceDataIfEmpty, type ReferenceCounts } from './reference';
import { seedRolesAndPermissions } from './roles';
import { ensureSuperAdmin, type SuperAdminResult } from './superAdmin';

export interface SeedResult {
  admin: SuperAdminResult;
  /** Present when this call imported the reference data (first start), with how long it took. */
  reference?: ReferenceCounts & { ms: number };
}

/** Everything a new database needs before its first sign-in; safe to run at every start. */
export async function seedEssentials(db: Kysely<DB>, admin: { email: string; password?: string }): Promise<SeedResult> {
  await seedRolesAndPermissions(db);
  const started = performance.now();
  const reference = await seedReferenceDataIfEmpty(db);
  return {
    admin: await ensureSuperAdmin(db, admin.email, admin.password),
    ...(reference && { reference: { ...reference, ms: Math.round(performance.now() - started) } }),
  };
}

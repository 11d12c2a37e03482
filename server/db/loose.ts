import type { Kysely } from 'kysely';
import type { DB } from './types';

/**
 * The registry addresses tables by the names its declarations give, which the compiler cannot
 * check against DB; this view types every table as rows of unknown values instead of any.
 */
export type LooseRow = Record<string, unknown>;
export type LooseDB = Record<string, LooseRow>;
export const loose = (db: Kysely<DB>) => db as unknown as Kysely<LooseDB>;

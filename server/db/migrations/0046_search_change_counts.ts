import type { Kysely } from 'kysely';
import { runAll } from '../statements';
import { countChanges } from './0030_lookup_versions';

// The tables the lists' searches read count the statements that change them, as the lookups do
// (0030): a search's matches are kept in each process until one of them changes
// (server/db/keptMatches.ts).
export const SEARCHED = ['users', 'products', 'orders', 'order_items', 'reviews', 'product_bookmarks'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, SEARCHED.flatMap(countChanges));
}

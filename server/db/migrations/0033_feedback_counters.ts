import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { countTriggers, rebuildFunction, triggerFunction, type Counted } from './0008_counters';
import { COUNTED_NOW as COUNTED_BEFORE } from './0020_revenue_counters';

// Reviews and bookmarks get a counter each, kept with every write as the other lists' are: the
// staff's unfiltered lists take their exact total from one primary-key read instead of counting
// up to 10,000 index entries on every page.
const FEEDBACK: Counted[] = [
  { table: 'reviews', keys: `ARRAY['reviews']`, amount: '0' },
  { table: 'product_bookmarks', keys: `ARRAY['product_bookmarks']`, amount: '0' },
];

/** The counted tables as of this migration: a later one that rebuilds the counters starts here. */
export const COUNTED_NOW: Counted[] = [...COUNTED_BEFORE, ...FEEDBACK];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    // No row written between the new triggers and the first count.
    sql`LOCK TABLE reviews, product_bookmarks IN SHARE ROW EXCLUSIVE MODE`,
    ...FEEDBACK.flatMap((counted) => [sql.raw(triggerFunction(counted)), ...countTriggers(counted.table).map((s) => sql.raw(s))]),
    sql.raw(rebuildFunction(COUNTED_NOW)),
    ...FEEDBACK.map(
      ({ table }) => sql`
        INSERT INTO counters (name, n) SELECT ${table}, count(*) FROM ${sql.table(table)}
        ON CONFLICT (name) DO UPDATE SET n = EXCLUDED.n`,
    ),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    ...FEEDBACK.flatMap(({ table }) => [
      ...['insert', 'update', 'delete'].map((op) => sql.raw(`DROP TRIGGER ${table}_count_${op} ON ${table}`)),
      sql.raw(`DROP FUNCTION count_${table}()`),
      sql`DELETE FROM counters WHERE name = ${table}`,
    ]),
    sql.raw(rebuildFunction(COUNTED_BEFORE)),
  ]);
}

import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { countTriggers, triggerFunction, type Counted, type Source } from './0008_counters';
import { COUNTED_NOW } from './0037_month_counters';

// A create of a product (a user, a labour entry, a review, a bookmark) moves counters that every
// create of its kind moves too, and a statement-level trigger moved them at the insert: the rows
// stayed locked through the rest of the transaction's round trips (its audit entry, its commit),
// each through an API process busy with other requests, and every other create of the kind waited
// that long. These tables' counters now move at the commit, by a deferred row-level trigger, so
// they are held only while the commit is written. The API writes them a row a statement (a CSV
// import included), so counting row by row costs what it did; a statement of many rows (the demo
// seed, a user's delete taking its reviews and bookmarks) is counted row by row at the commit.
// The orders keep their statement-level triggers: a bulk status change writes hundreds of rows in
// one statement, and a single status change is one statement committed as it ends.
const DEFERRED: Record<string, string[]> = {
  // The columns whose change moves a row's counters: an update of others leaves them alone.
  products: ['category_id', 'sub_category_id'],
  users: ['deleted_at', 'account_type'],
  labours: [],
  reviews: [],
  product_bookmarks: [],
};

const counted = (table: string): Counted => COUNTED_NOW.find((c) => c.table === table)!;
const rowSource = (table: string): Source => ({ name: `count_${table}_row`, newRows: '(SELECT NEW.*)', oldRows: '(SELECT OLD.*)' });

const events = (moves: string[]) => ['INSERT', 'DELETE', ...(moves.length ? [`UPDATE OF ${moves.join(', ')}`] : [])].join(' OR ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    Object.entries(DEFERRED).flatMap(([table, moves]) => [
      ...['insert', 'update', 'delete'].map((op) => sql.raw(`DROP TRIGGER ${table}_count_${op} ON ${table}`)),
      sql.raw(`DROP FUNCTION count_${table}()`),
      sql.raw(triggerFunction(counted(table), true, rowSource(table))),
      sql.raw(
        `CREATE CONSTRAINT TRIGGER ${table}_count AFTER ${events(moves)} ON ${table}
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${rowSource(table).name}()`,
      ),
    ]),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    Object.keys(DEFERRED).flatMap((table) => [
      sql.raw(`DROP TRIGGER ${table}_count ON ${table}`),
      sql.raw(`DROP FUNCTION ${rowSource(table).name}()`),
      sql.raw(triggerFunction(counted(table), true)),
      ...countTriggers(table).map((statement) => sql.raw(statement)),
    ]),
  );
}

import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Counters kept by the database in the same transaction as every write: the staff
// dashboard reads them in O(1) instead of counting a million orders. Statement-level triggers
// with transition tables, so a bulk insert costs one counter update per key, not one per row.
// Each counted table gives every row a set of counter keys and an amount (orders: revenue).

export interface Counted {
  table: string;
  /** text[] of the counter keys of row `r`. */
  keys: string;
  /** The amount row `r` adds to each of its keys. */
  amount: string;
}

/** The counted tables as of this migration; later ones change the orders' (the newest COUNTED_NOW is current). */
export const COUNTED: Counted[] = [
  {
    table: 'orders',
    keys: `ARRAY['orders', 'orders.status.' || r.status, 'orders.day.' || to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')]`,
    amount: 'r.total_amount',
  },
  {
    table: 'products',
    keys: `ARRAY['products', 'products.category.' || r.category_id, 'products.sub_category.' || r.sub_category_id]`,
    amount: '0',
  },
  {
    table: 'users',
    keys: `CASE WHEN r.deleted_at IS NULL AND r.account_type <> 'Super Admin' THEN ARRAY['users'] ELSE ARRAY[]::text[] END`,
    amount: '0',
  },
  { table: 'labours', keys: `ARRAY['labours']`, amount: '0' },
];

/** The (key, count, amount) rows of a set of rows, with a sign: 1 for new rows, -1 for old. */
export const contributions = ({ keys, amount }: Counted, rows: string, sign: 1 | -1) =>
  `SELECT k, ${sign} AS n, ${sign} * (${amount}) AS amount FROM ${rows} r, unnest(${keys}) k`;

/** Adds rows up into the counters; `ordered` takes them in name order (migration 0038 turns it on). */
export const addUp = (parts: string[], ordered = false) => `
  INSERT INTO counters (name, n, amount)
  SELECT k, sum(n), sum(amount) FROM (${parts.join(' UNION ALL ')}) x GROUP BY k HAVING sum(n) <> 0 OR sum(amount) <> 0${ordered ? ' ORDER BY k' : ''}
  ON CONFLICT (name) DO UPDATE SET n = counters.n + EXCLUDED.n, amount = counters.amount + EXCLUDED.amount`;

/** Where a trigger function reads the rows it counts, and the function's name. */
export interface Source {
  name: string;
  newRows: string;
  oldRows: string;
}

/** A statement-level trigger's: its transition tables. */
const statementRows = (table: string): Source => ({ name: `count_${table}`, newRows: 'new_rows', oldRows: 'old_rows' });

/**
 * The trigger function that keeps one counted table's counters; 0016 replaces the orders' one.
 * `source` names the function and its rows (a row-level trigger's reads its one row; 0042).
 */
export const triggerFunction = (counted: Counted, ordered = false, source = statementRows(counted.table)) => `
  CREATE OR REPLACE FUNCTION ${source.name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN ${addUp([contributions(counted, source.newRows, 1)], ordered)};
    ELSIF TG_OP = 'DELETE' THEN ${addUp([contributions(counted, source.oldRows, -1)], ordered)};
    ELSE ${addUp([contributions(counted, source.newRows, 1), contributions(counted, source.oldRows, -1)], ordered)};
    END IF;
    RETURN NULL;
  END $$`;

/**
 * Counts every counted table from scratch (the bulk seed loads with triggers off). `firstPending`
 * first runs the counts that triggers deferred to the commit hold for this transaction's writes,
 * which would otherwise be added again at the commit (0042).
 */
export const rebuildFunction = (tables: Counted[], firstPending = false) => `
  CREATE OR REPLACE FUNCTION rebuild_counters() RETURNS void LANGUAGE plpgsql AS $$
  BEGIN${firstPending ? '\n    SET CONSTRAINTS ALL IMMEDIATE;' : ''}
    DELETE FROM counters;
    ${tables.map((counted) => `${addUp([contributions(counted, counted.table, 1)])};`).join('\n    ')}
  END $$`;

/** The statement-level triggers that keep a counted table's counters with each write. */
export const countTriggers = (table: string) => [
  `CREATE TRIGGER ${table}_count_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_${table}()`,
  `CREATE TRIGGER ${table}_count_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_${table}()`,
  `CREATE TRIGGER ${table}_count_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_${table}()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`CREATE TABLE counters (name text PRIMARY KEY, n bigint NOT NULL DEFAULT 0, amount numeric(16, 2) NOT NULL DEFAULT 0)`,
    ...COUNTED.flatMap((counted) => {
      const { table } = counted;
      return [sql.raw(triggerFunction(counted)), ...countTriggers(table).map((s) => sql.raw(s))];
    }),
    sql.raw(rebuildFunction(COUNTED)),
    sql`SELECT rebuild_counters()`,
  ]);
}

import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { asText, jsonNumber, jsonObject } from '../json';
import { EVENTS } from './0031_live_events';

// A product page's statement spent a fifth of its time writing each product's owner, category,
// sub-category, unit and tax as JSON objects: five objects a row, 125 a page, on every read. Each
// of those rows now keeps its object, as a product's reply shows it, in embedded_json under its
// table's name and its id, written by the database when the row is inserted, updated or deleted,
// and removed with its table's TRUNCATE; a product's read splices them in as they are
// (server/resources/products/queries.ts). One table beside the rows, not a column on each: the
// rows' own replies and audit entries read every column of them, and would have shown it. The
// triggers fire ALWAYS: the bulk seed loads in replica mode.

/** Each table's object: its members' names and the columns they show, in the reply's order. */
export const EMBEDDED: Record<string, Record<string, string>> = {
  users: {
    uuid: 'id',
    name: 'name',
    image_url: 'image_url',
    email: 'email',
    phone_code: 'phone_code',
    phone: 'phone',
    account_type: 'account_type',
  },
  categories: { id: 'id', name: 'name', category_url: 'category_url' },
  sub_categories: { id: 'id', name: 'name', sub_category_url: 'sub_category_url' },
  units: { id: 'id', name: 'name', short_name: 'short_name' },
  taxes: { id: 'id', tax_name: 'tax_name', tax_percentage: 'tax_percentage' },
};

/** Numeric columns, written as JavaScript writes numbers (18, not 18.00). */
const NUMERIC = new Set(['tax_percentage']);

/** The object of the row `r`, as JSON text. */
export const objectOf = (members: Record<string, string>) =>
  asText(
    jsonObject(
      Object.fromEntries(
        Object.entries(members).map(([name, column]) => [name, NUMERIC.has(column) ? jsonNumber(`r.${column}`) : `r.${column}`]),
      ),
    ),
  );

/** The objects of `rows` (rows of `table`, named r), written over any kept before. */
const keep = (table: string, rows: string) =>
  sql`INSERT INTO embedded_json (source, id, json) SELECT ${sql.lit(table)}, r.id, ${objectOf(EMBEDDED[table])} FROM ${sql.raw(rows)} r
      ON CONFLICT (source, id) DO UPDATE SET json = excluded.json WHERE embedded_json.json IS DISTINCT FROM excluded.json`;

/**
 * An update fires it for every statement (a trigger with transition tables takes no column list);
 * only a changed object is written, though every updated row's is locked, as its row is already.
 * A row's id never changes, so an update has no old object to remove.
 */
const triggersOf = (table: string) => [
  sql`CREATE FUNCTION ${sql.raw(`${table}_embedded_json`)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM embedded_json WHERE source = ${sql.lit(table)} AND id IN (SELECT id FROM changed);
      ELSE
        ${keep(table, 'changed')};
      END IF;
      RETURN NULL;
    END $$`,
  ...EVENTS.flatMap(({ event, transition }) => {
    const name = `${table}_embedded_${event.toLowerCase()}`;
    return [
      sql.raw(
        `CREATE TRIGGER ${name} AFTER ${event} ON ${table} REFERENCING ${transition} TABLE AS changed
         FOR EACH STATEMENT EXECUTE FUNCTION ${table}_embedded_json()`,
      ),
      sql.raw(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${name}`),
    ];
  }),
  sql.raw(
    `CREATE TRIGGER ${table}_embedded_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION embedded_json_truncated()`,
  ),
  sql.raw(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${table}_embedded_truncate`),
];

/** The new table is filled from every row: analysed after (server/db/migrate.ts). */
export const rewrites = ['embedded_json'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`CREATE TABLE embedded_json (source text NOT NULL, id uuid NOT NULL, json text NOT NULL, PRIMARY KEY (source, id))`,
    sql`CREATE FUNCTION embedded_json_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM embedded_json WHERE source = TG_TABLE_NAME;
        RETURN NULL;
      END $$`,
    ...Object.keys(EMBEDDED).flatMap((table) => [...triggersOf(table), keep(table, table)]),
  ]);
}

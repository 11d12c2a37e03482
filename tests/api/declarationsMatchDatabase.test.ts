// Every lookup is one declaration plus one migration; this holds the two to each other, so a
// declaration that names a column the migration forgot (or a migration that lets in what the
// declaration calls required) fails here, not on the first request that reaches it.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../schema';
import { APPROVAL_STATUSES } from '../../schema/approval';
import { columnOf, type EntityDeclaration } from '../../schema/registry';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { openTestDatabase } from './support/database';

interface Column {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
  character_maximum_length: number | null;
}

let database: Database;
let columns: Column[];
let checks: { table: string; definition: string }[];
let uniqueIndexes: { table: string; keys: number; definition: string }[];
let countingChanges: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
  const db = database.db as unknown as Kysely<unknown>;
  columns = (
    await sql<Column>`
      SELECT table_name, column_name, is_nullable, data_type, character_maximum_length
      FROM information_schema.columns WHERE table_schema = current_schema()`.execute(db)
  ).rows;
  checks = (
    await sql<{ table: string; definition: string }>`
      SELECT c.conrelid::regclass::text AS table, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c WHERE c.contype = 'c' AND c.connamespace = current_schema()::regnamespace`.execute(db)
  ).rows;
  uniqueIndexes = (
    await sql<{ table: string; keys: number; definition: string }>`
      SELECT t.relname AS table, i.indnkeyatts AS keys, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE i.indisunique AND NOT i.indisprimary AND t.relnamespace = current_schema()::regnamespace`.execute(db)
  ).rows;
  // Tables whose every write raises their count in report_versions (migrations 0030 and 0047): a
  // deferred row trigger on insert, update and delete (tgtype 29), named to fire before the
  // counters' own '<table>_count' (row triggers fire in name order), and one on truncate (tgtype 32).
  countingChanges = (
    await sql<{ table: string }>`
      SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_trigger truncated ON truncated.tgrelid = c.oid AND truncated.tgname = c.relname || '_truncated'
      WHERE t.tgname = c.relname || '_changed' AND t.tgenabled = 'A' AND t.tgtype = 29 AND t.tginitdeferred
        AND t.tgname < c.relname || '_count'
        AND truncated.tgenabled = 'A' AND truncated.tgtype = 32
        AND c.relnamespace = current_schema()::regnamespace AND EXISTS (SELECT 1 FROM report_versions v WHERE v.name = c.relname)`.execute(
      db,
    )
  ).rows.map((r) => r.table);
});
afterAll(async () => database?.close());

const columnIn = (table: string, name: string) => columns.find((c) => c.table_name === table && c.column_name === name);

/** The quoted values a CHECK constraint on `column` allows, when it lists them (`IN (...)`). */
function allowedBy(table: string, column: string): string[] | undefined {
  const listing = checks.filter(
    (c) => c.table === table && new RegExp(`\\(${column}\\s*=\\s*ANY|\\b${column}\\b\\s*=\\s*ANY`).test(c.definition),
  );
  if (!listing.length) return undefined;
  return [...listing[0].definition.matchAll(/'([^']*)'::text/g)].map((m) => m[1]);
}

const word = (name: string) => new RegExp(`\\b${name}\\b`);

describe.each(ENTITIES.map((entity) => [entity.name, entity] as [string, EntityDeclaration]))('%s', (_, entity) => {
  it('has its table and a column for every declared field', () => {
    expect(
      columns.some((c) => c.table_name === entity.table),
      `table ${entity.table}`,
    ).toBe(true);
    const missing = Object.keys(entity.fields).filter((name) => !columnIn(entity.table, columnOf(entity, name)));
    expect(missing, `fields of ${entity.name} without a column in ${entity.table}`).toEqual([]);
  });

  it('keeps required fields NOT NULL', () => {
    const nullable = Object.entries(entity.fields)
      .filter(([name, spec]) => spec.required && columnIn(entity.table, columnOf(entity, name))?.is_nullable !== 'NO')
      .map(([name]) => name);
    expect(nullable, `required fields of ${entity.name} whose column allows NULL`).toEqual([]);
  });

  it('stores every value a choice field offers', () => {
    for (const [name, spec] of Object.entries(entity.fields)) {
      if (spec.kind !== 'choice') continue;
      const column = columnOf(entity, name);
      const { character_maximum_length: max } = columnIn(entity.table, column)!;
      for (const choice of spec.choices ?? []) {
        if (max !== null) expect(choice.length, `${entity.table}.${column} fits '${choice}'`).toBeLessThanOrEqual(max);
      }
      const allowed = allowedBy(entity.table, column);
      if (allowed)
        expect(allowed, `${entity.table}.${column}'s CHECK allows every choice`).toEqual(expect.arrayContaining([...(spec.choices ?? [])]));
    }
  });

  it('has a unique index for every uniqueness it declares', () => {
    for (const rule of entity.unique) {
      const wanted = rule.fields.map((name) => columnOf(entity, name));
      const keyed = uniqueIndexes.filter((index) => {
        if (index.table !== entity.table || index.keys !== wanted.length) return false;
        const keys = index.definition.slice(index.definition.indexOf('(')).split(' WHERE ')[0];
        return wanted.every((column) => word(column).test(keys));
      });
      expect(keyed.length, `${entity.table} unique on ${wanted.join(', ')}`).toBeGreaterThan(0);
    }
  });

  it('counts its changes, so the command palette may keep its rows (countChangesAtCommit in its migration)', () => {
    expect(countingChanges, entity.table).toContain(entity.table);
  });
});

it('reads the catalogue it checks', () => {
  // The checks above pass on an empty catalogue; these are known to be there.
  expect(columnIn('categories', 'category_url')?.is_nullable).toBeDefined();
  expect(allowedBy('categories', 'category_type')).toEqual(['yes', 'no']);
  expect(uniqueIndexes.some((index) => index.table === 'countries' && /lower\(\(?iso2\b/.test(index.definition))).toBe(true);
});

it("keeps an account's approval to the declared statuses, never unset (migration 0023)", () => {
  expect(columnIn('users', 'approval_status')?.is_nullable).toBe('NO');
  expect(allowedBy('users', 'approval_status')).toEqual([...APPROVAL_STATUSES]);
});

it('writes search index entries with each row, leaving no pending list for a search to read (migration 0039)', async () => {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT c.relname AS name, pg_get_indexdef(c.oid) AS definition FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
    WHERE a.amname = 'gin' AND c.relnamespace = current_schema()::regnamespace`.execute(database.db);
  expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['orders_search_text', 'products_search_text', 'users_search']));
  // The definition is what the bulk seed rebuilds its dropped indexes from, so it keeps the setting.
  for (const { name, definition } of rows)
    expect({ name, definition }).toEqual({ name, definition: expect.stringContaining('WITH (fastupdate=off)') });
});

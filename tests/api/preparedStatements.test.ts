// Statements the API runs again and again are prepared (server/db/preparedPool.ts on PostgreSQL,
// server/db/pglitePrepared.ts on PGlite): parsed and planned once per connection from their
// second use on, with the same results.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { preparingPGlite } from '../../server/db/pglitePrepared';
import { createTestDatabase } from './support/database';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe(`prepared statements on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (!onPostgres) {
      database = await openDatabase({});
      return;
    }
    const created = await createTestDatabase();
    drop = created.drop;
    // One connection, so every statement below runs in the session whose prepared statements are read.
    database = await openDatabase({ url: created.url, poolSize: 1 });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(database.db)).rows.map((r) => r.statement);
  const pick = (n: number) => sql<{ v: number }>`SELECT ${n}::int + 1 AS v`;

  it('prepares a statement from its second use and gives the same answers with other values', async () => {
    expect((await pick(1).execute(database.db)).rows).toEqual([{ v: 2 }]);
    expect(await prepared()).not.toContain('SELECT $1::int + 1 AS v');
    expect((await pick(2).execute(database.db)).rows).toEqual([{ v: 3 }]);
    expect(await prepared()).toContain('SELECT $1::int + 1 AS v');
    expect((await pick(41).execute(database.db)).rows).toEqual([{ v: 42 }]);
  });

  it('takes and gives back values of each type as an unprepared statement does', async () => {
    const id = '0b9a3c1e-5f2d-4c7a-9e8b-1d2c3b4a5f6e';
    const when = new Date('2026-11-23T10:20:30.456Z');
    const echo = () =>
      sql<
        Record<string, unknown>
      >`SELECT ${[id]}::uuid[] AS ids, ${when}::timestamptz AS at, ${JSON.stringify({ a: [1, 'x'] })}::jsonb AS doc,
        ${null}::text AS nothing, ${true}::boolean AS yes, ${'12.50'}::numeric AS amount, ${7}::bigint AS big, ${'2026-11-23'}::date AS day`.execute(
        database.db,
      );
    const first = (await echo()).rows;
    expect(first).toEqual([
      { ids: [id], at: when, doc: { a: [1, 'x'] }, nothing: null, yes: true, amount: '12.50', big: 7, day: '2026-11-23' },
    ]);
    expect((await echo()).rows).toEqual(first);
    expect((await echo()).rows).toEqual(first);
  });

  it('reports the rows a prepared write changed', async () => {
    await sql`CREATE TABLE tally (n int)`.execute(database.db);
    const add = (n: number) =>
      database.db
        .insertInto('tally' as never)
        .values({ n } as never)
        .executeTakeFirst();
    for (const n of [1, 2, 3]) expect((await add(n)).numInsertedOrUpdatedRows).toBe(1n);
    const bump = () =>
      database.db
        .updateTable('tally' as never)
        .set({ n: sql`n + 1` } as never)
        .executeTakeFirst();
    await bump();
    expect((await bump()).numUpdatedRows).toBe(3n);
  });

  it('leaves transaction control and schema changes unprepared', async () => {
    for (let i = 0; i < 3; i++) {
      await database.db.transaction().execute(async (trx) => {
        await sql`CREATE TEMP TABLE IF NOT EXISTS scratch (n int)`.execute(trx);
      });
    }
    const statements = await prepared();
    expect(statements.some((s) => /^\s*(begin|commit|create)/i.test(s))).toBe(false);
  });

  it('goes on answering a prepared select * after a column is added under it', async () => {
    const db = database.db;
    await sql`CREATE TABLE widening (id int)`.execute(db);
    await sql`INSERT INTO widening VALUES (1)`.execute(db);
    const all = () => sql`SELECT * FROM widening`.execute(db);
    await all();
    expect((await all()).rows).toEqual([{ id: 1 }]);
    await sql`ALTER TABLE widening ADD COLUMN label text DEFAULT 'new'`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, label: 'new' }]);
    expect((await all()).rows).toEqual([{ id: 1, label: 'new' }]);
    // Inside a transaction the error has aborted it, so the caller sees it once; the next call works.
    const pick = () => sql`SELECT * FROM widening WHERE id = ${1}`.execute(db);
    await pick();
    await pick();
    await sql`ALTER TABLE widening ADD COLUMN size int DEFAULT 2`.execute(db);
    await expect(db.transaction().execute((trx) => sql`SELECT * FROM widening WHERE id = ${1}`.execute(trx))).rejects.toThrow(
      /cached plan/,
    );
    expect((await pick()).rows).toEqual([{ id: 1, label: 'new', size: 2 }]);
  });

  it("keeps a failed statement's error and serves the next call", async () => {
    const divide = (n: number) => sql`SELECT 1 / ${n}::int AS v`.execute(database.db);
    await divide(1);
    await divide(1);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect((await divide(1)).rows).toEqual([{ v: 1 }]);
  });
});

describe.skipIf(onPostgres)('PGlite prepared statements and other callers', () => {
  let pglite: PGlite;
  let wrapped: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
    wrapped = preparingPGlite(pglite);
    await wrapped.exec('CREATE TABLE notes (body text)');
  });
  afterAll(async () => pglite?.close());

  const bodies = async () =>
    (await wrapped.query<{ body: string }>('SELECT body FROM notes WHERE body <> $1 ORDER BY body', [''])).rows.map((r) => r.body);

  it("waits for another caller's open transaction, as query() does, instead of reading into it", async () => {
    await bodies();
    await bodies();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pglite.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES ($1)', ['uncommitted']);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedYet;
    const read = bodies();
    release();
    await transaction;
    expect(await read).toEqual([]);
  });

  it('names its statement on the error, as query() does', async () => {
    const fail = () => wrapped.query('SELECT 1 / $1::int AS v', [0]);
    await expect(fail()).rejects.toMatchObject({ code: '22012', query: 'SELECT 1 / $1::int AS v', params: [0] });
    await expect(fail()).rejects.toMatchObject({ code: '22012', query: 'SELECT 1 / $1::int AS v', params: [0] });
  });
});

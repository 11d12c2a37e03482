import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audited, type AuditedChange } from '../../server/audit/record';
import { recordOf } from '../../server/audit/snapshots';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { transaction, WRITE_ATTEMPTS } from '../../server/db/transaction';
import { onPostgres } from './support/durability';
import { openTestDatabase } from './support/database';

// A write the database rolls back for another writer's sake (a deadlock's victim) is run again,
// whole, so the user's save lands instead of failing with a 500; any other failure is not.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
});
afterAll(async () => database?.close());

const unitChange: AuditedChange<string> = {
  actor: null,
  resource: 'unit',
  action: 'update',
  snapshot: recordOf('units'),
  id: (id) => id,
};
const newUnit = async (name: string) =>
  (
    await database.db
      .insertInto('units')
      .values({ name, short_name: name.slice(0, 3) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const unitName = async (id: string) =>
  (await database.db.selectFrom('units').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
const entriesOf = async (id: string) =>
  Number(
    (
      await database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('record_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const deadlocks = async () =>
  Number(
    (await sql<{ n: string }>`SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()`.execute(database.db)).rows[0]
      .n,
  );
const refusal = (code: string) => Object.assign(new Error(`refused (${code})`), { code });

describe('a write rolled back for another writer', () => {
  it('is run again and lands once, with one audit entry', async () => {
    const id = await newUnit('Bundle');
    let runs = 0;
    await audited(database.db, unitChange, async (trx) => {
      runs++;
      await trx
        .updateTable('units')
        .set({ name: `Bundle ${runs}` })
        .where('id', '=', id)
        .execute();
      if (runs === 1) throw refusal('40P01');
      return id;
    });
    expect(runs).toBe(2);
    expect(await unitName(id)).toBe('Bundle 2');
    expect(await entriesOf(id)).toBe(1);
  });

  it(`gives up after ${WRITE_ATTEMPTS} tries, and never retries any other failure`, async () => {
    const id = await newUnit('Crate');
    for (const [code, expected] of [
      ['40001', WRITE_ATTEMPTS],
      ['23505', 1],
    ] as const) {
      let runs = 0;
      const write = audited(database.db, unitChange, async (trx) => {
        runs++;
        await trx.updateTable('units').set({ name: 'Changed' }).where('id', '=', id).execute();
        throw refusal(code);
      });
      await expect(write).rejects.toMatchObject({ code });
      expect(runs).toBe(expected);
    }
    expect(await unitName(id)).toBe('Crate');
    expect(await entriesOf(id)).toBe(0);
  });

  it('is run again when it writes no audit entry, but not inside a transaction its caller runs', async () => {
    const id = await newUnit('Basket');
    let runs = 0;
    const rename = (db: typeof database.db) =>
      transaction(db, async (trx) => {
        runs++;
        await trx
          .updateTable('units')
          .set({ name: `Basket ${runs}` })
          .where('id', '=', id)
          .execute();
        if (runs === 1) throw refusal('40P01');
      });
    await rename(database.db);
    expect(runs).toBe(2);
    expect(await unitName(id)).toBe('Basket 2');

    // The caller's transaction is already rolled back: only the caller can run it again.
    runs = 0;
    await expect(database.db.transaction().execute((trx) => rename(trx))).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(1);
    expect(await unitName(id)).toBe('Basket 2');
  });

  // PGlite has one connection, so its writes never wait on each other.
  it.skipIf(!onPostgres)('lands both writes of a real deadlock', async () => {
    const [a, b] = [await newUnit('Tray'), await newUnit('Sack')];
    let arrived = 0;
    const bothHold = new Promise<void>((resolve) => {
      const check = setInterval(() => arrived >= 2 && (clearInterval(check), resolve()), 5);
    });
    // Each takes its first unit, waits until the other holds its own, then asks for the other's.
    const crossing = (first: string, second: string, mark: string) =>
      audited(database.db, unitChange, async (trx) => {
        await trx
          .updateTable('units')
          .set({ name: sql`name || ${mark}` })
          .where('id', '=', first)
          .execute();
        arrived++;
        await bothHold;
        await trx
          .updateTable('units')
          .set({ name: sql`name || ${mark}` })
          .where('id', '=', second)
          .execute();
        return first;
      });
    const before = await deadlocks();
    await Promise.all([crossing(a, b, ' +1'), crossing(b, a, ' +2')]);
    // Both writes landed once, one after the other.
    expect([await unitName(a), await unitName(b)].map((n) => n.split(' ').slice(1).sort())).toEqual([
      ['+1', '+2'],
      ['+1', '+2'],
    ]);
    expect(await entriesOf(a)).toBe(1);
    expect(await entriesOf(b)).toBe(1);
    // The statistics collector may report late; the database did see the circle.
    await expect.poll(deadlocks, { timeout: 3000 }).toBeGreaterThan(before);
  });
});

// The guided first run of `npm start`: whether it offers, asks for or loads the demo marketplace.
// Fake terminals (streams marked isTTY) stand in for a person at the keyboard.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideDemoData, marketplaceState } from '../../server/cli/firstRun';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedEssentials } from '../../server/seed';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { sweepOrphanUploads } from '../../server/uploads/sweep';
import { ADMIN, diskUploadsIn } from './support/api';
import { openTestDatabase } from './support/database';

function terminal(tty = true) {
  const input = Object.assign(new PassThrough(), { isTTY: tty });
  const output = Object.assign(new PassThrough(), { isTTY: tty });
  let printed = '';
  output.on('data', (d) => (printed += d));
  return { input, output, printed: () => printed };
}

const QUESTION = 'The marketplace is empty. Load demo data (vendors, products, labour, orders)? [Y/n] ';
const HINT = 'none yet (npm run seed:demo adds a demo marketplace)';

describe('in a terminal, on an empty marketplace (DEMO_DATA unset)', () => {
  const ask = async (answer: string | null, fresh = true) => {
    const t = terminal();
    const decision = decideDemoData({ setting: 'ask', fresh, empty: true, ...t, timeoutMs: 1000 });
    if (answer !== null) setTimeout(() => t.input.write(answer), 20);
    return { ...(await decision), printed: t.printed() };
  };

  it('asks, and Enter loads the demo data', async () => {
    expect(await ask('\n')).toEqual({ load: true, printed: QUESTION });
  });

  it('loads it on y or yes', async () => {
    expect((await ask('y\n')).load).toBe(true);
    expect((await ask('Yes\n')).load).toBe(true);
  });

  it('leaves the marketplace empty on n or no, and says how to add it later', async () => {
    expect(await ask('n\n')).toEqual({ load: false, hint: HINT, printed: QUESTION });
    expect((await ask('  NO\n')).load).toBe(false);
  });

  it('asks again on a later start while the marketplace is still empty', async () => {
    expect(await ask('\n', false)).toEqual({ load: true, printed: QUESTION });
  });

  it('does not wait for ever: no answer in time means yes', async () => {
    const { load, printed } = await ask(null);
    expect(load).toBe(true);
    expect(printed).toBe(`${QUESTION}\nNo answer in 1 s: yes.\n`);
  });

  it('takes a closed input (Ctrl-D) as yes', async () => {
    const t = terminal();
    const decision = decideDemoData({ setting: 'ask', fresh: true, empty: true, ...t, timeoutMs: 5000 });
    t.input.end();
    expect((await decision).load).toBe(true);
  });
});

describe('without a question', () => {
  it('never asks without a terminal: a new database gets the demo data, as `npm install && npm start` promises', async () => {
    const t = terminal(false);
    expect(await decideDemoData({ setting: 'ask', fresh: true, empty: true, ...t })).toEqual({ load: true });
    expect(await decideDemoData({ setting: 'ask', fresh: false, empty: true, ...t })).toEqual({ load: false, hint: HINT });
    expect(t.printed()).toBe('');
  });

  it('never asks when stdout is piped even if stdin is a terminal', async () => {
    const t = terminal();
    t.output.isTTY = false;
    expect(await decideDemoData({ setting: 'ask', fresh: true, empty: true, ...t })).toEqual({ load: true });
    expect(t.printed()).toBe('');
  });

  it('follows DEMO_DATA=true and DEMO_DATA=false', async () => {
    const t = terminal();
    expect(await decideDemoData({ setting: 'true', fresh: true, empty: true, ...t })).toEqual({ load: true });
    expect(await decideDemoData({ setting: 'true', fresh: false, empty: true, ...t })).toEqual({ load: false, hint: HINT });
    expect(await decideDemoData({ setting: 'false', fresh: true, empty: true, ...t })).toEqual({ load: false, hint: HINT });
    expect(t.printed()).toBe('');
  });

  it('offers nothing once the marketplace has data', async () => {
    const t = terminal();
    for (const setting of ['ask', 'true', 'false'] as const) {
      expect(await decideDemoData({ setting, fresh: false, empty: false, ...t })).toEqual({ load: false });
    }
    expect(t.printed()).toBe('');
  });
});

/** A migrated database and an uploads folder of its own, for the describe block that calls it. */
function ownDatabase(prefix: string) {
  const own = {} as { database: Database; uploads: string };
  beforeAll(async () => {
    own.database = await openTestDatabase();
    await migrateToLatest(own.database.db);
    own.uploads = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(async () => {
    await own.database?.close();
    fs.rmSync(own.uploads, { recursive: true, force: true });
    fs.rmSync(`${own.uploads}-orphans`, { recursive: true, force: true });
  });
  return own;
}

describe('the state of the database', () => {
  const own = ownDatabase('mandi-first-run-');

  it('is new before the first seeding, empty with only the Super Admin, and not empty with the demo', async () => {
    const { db } = own.database;
    expect(await marketplaceState(db)).toEqual({ fresh: true, empty: true });
    await seedEssentials(db, ADMIN, { pincodes: false });
    expect(await marketplaceState(db)).toEqual({ fresh: false, empty: true });
    expect(await seedDemoData(db, new ImageStore(diskUploadsIn(own.uploads)))).toMatchObject({ products: 23 });
    expect(await marketplaceState(db)).toEqual({ fresh: false, empty: false });
  });
});

describe('a demo seed stopped partway (a first start killed while it loads the demo)', () => {
  const own = ownDatabase('mandi-demo-stopped-');

  const demoRows = async () => {
    const { db } = own.database;
    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) =>
      Number((await query.executeTakeFirstOrThrow()).n);
    return {
      users: await count(
        db
          .selectFrom('users')
          .where('email', 'like', '%@demo.mandi.local')
          .select((eb) => eb.fn.countAll().as('n')),
      ),
      categories: await count(db.selectFrom('categories').select((eb) => eb.fn.countAll().as('n'))),
      products: await count(db.selectFrom('products').select((eb) => eb.fn.countAll().as('n'))),
      labours: await count(db.selectFrom('labours').select((eb) => eb.fn.countAll().as('n'))),
      orders: await count(db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n'))),
    };
  };
  const filesIn = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).length;

  it('leaves none of the demo, its images to the sweep, and the next seed writes all of it', async () => {
    const { db } = own.database;
    await seedEssentials(db, ADMIN, { pincodes: false });
    const store = diskUploadsIn(own.uploads);
    // The last step's table refuses its rows, after every other table has had its own.
    await sql`CREATE FUNCTION stop_demo() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'stopped partway'; END $$`.execute(
      db,
    );
    await sql`CREATE TRIGGER stop_demo BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION stop_demo()`.execute(db);
    await expect(seedDemoData(db, new ImageStore(store))).rejects.toThrow('stopped partway');

    expect(await demoRows()).toEqual({ users: 0, categories: 0, products: 0, labours: 0, orders: 0 });
    expect(await marketplaceState(db)).toEqual({ fresh: false, empty: true });
    // Its images were saved before its rows: no row names them, so the start-up sweep sets them aside.
    const saved = filesIn(own.uploads);
    expect(saved).toBe(5 + 10 + 2 * 23 + 3);
    expect((await sweepOrphanUploads(db, { store, graceSeconds: 0 })).moved).toBe(saved);

    await sql`DROP TRIGGER stop_demo ON order_items`.execute(db);
    expect(await seedDemoData(db, new ImageStore(store))).toEqual({ products: 23, orders: 60 });
    expect(await demoRows()).toEqual({ users: 13, categories: 5, products: 23, labours: 3, orders: 60 });
    expect(await marketplaceState(db)).toEqual({ fresh: false, empty: false });
    expect((await sweepOrphanUploads(db, { store, graceSeconds: 0 })).moved).toBe(0);
    expect(await seedDemoData(db, new ImageStore(store))).toBeUndefined();
  }, 120_000);
});

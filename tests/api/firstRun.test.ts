// The guided first run of `npm start`: whether it offers, asks for or loads the demo marketplace.
// Fake terminals (streams marked isTTY) stand in for a person at the keyboard.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideDemoData, marketplaceState } from '../../server/cli/firstRun';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedEssentials } from '../../server/seed';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
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

describe('the state of the database', () => {
  let database: Database;
  let uploads: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateToLatest(database.db);
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-first-run-'));
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  it('is new before the first seeding, empty with only the Super Admin, and not empty with the demo', async () => {
    expect(await marketplaceState(database.db)).toEqual({ fresh: true, empty: true });
    await seedEssentials(database.db, ADMIN, { pincodes: false });
    expect(await marketplaceState(database.db)).toEqual({ fresh: false, empty: true });
    expect(await seedDemoData(database.db, new ImageStore(diskUploadsIn(uploads)))).toMatchObject({ products: 23 });
    expect(await marketplaceState(database.db)).toEqual({ fresh: false, empty: false });
  });
});

// The demo orders fall on the market's last 30 days, which the dashboard's chart shows, whatever
// the hour they are seeded at: at 20:00 UTC it is already the next day in India.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { diskUploadsIn, startTestApi, type TestApi } from './support/api';

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-demo-days-'));
const SEEDED_AT = '2026-12-01T20:00:00Z';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    prepare: async (database) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(SEEDED_AT) });
      try {
        await seedDemoData(database.db, new ImageStore(diskUploadsIn(uploads)));
      } finally {
        vi.useRealTimers();
      }
    },
  });
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

it("places every demo order between the start of the market's 30th day back and the seeding", async () => {
  const { rows } = await sql<{ orders: number; before: number; after: number }>`
    SELECT count(*)::int AS orders,
      count(*) FILTER (WHERE created_at < market_day_start('2026-11-03'))::int AS before,
      count(*) FILTER (WHERE created_at > ${SEEDED_AT}::timestamptz)::int AS after
    FROM orders`.execute(api.database.db);
  expect(rows[0]).toEqual({ orders: 60, before: 0, after: 0 });
});

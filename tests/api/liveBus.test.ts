// The process's one reader of live_events (server/live/bus.ts): a read that fails part way hands
// out nothing and counts nothing as read, so the next read hands those changes out.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/database';
import { LiveBus } from '../../server/live/bus';
import { openTestDatabase } from './support/database';
import { roleCommittedLater } from './support/live';
import { migrateToLatest } from '../../server/db/migrate';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database?.close();
});

const role = (name: string) =>
  database.db.insertInto('roles').values({ name, account_type: 'Vendor' }).returning('id').executeTakeFirstOrThrow();

describe('the live bus', () => {
  it('hands out, on the next read, the changes of a read that failed', async () => {
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const bus = new LiveBus(database.db, database.liveNotices, log);
    const heard: string[] = [];
    await bus.join((rows) => heard.push(...rows.map((r) => r.record_id)));
    try {
      // The actors' names cannot be read once (a dropped connection, say).
      vi.spyOn(bus, 'namesOf').mockRejectedValueOnce(new Error('connection lost'));
      const first = await role('Bus first');
      await vi.waitFor(() => expect(log.error).toHaveBeenCalled());
      const second = await role('Bus second');
      await vi.waitFor(() => expect(heard).toContain(second.id));
      expect(heard).toContain(first.id);
    } finally {
      await bus.close();
    }
  });

  // PGlite runs one transaction at a time: only PostgreSQL commits them out of id order.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'hands out a change that a transaction running at its start commits after a later one',
    async () => {
      const slow = await roleCommittedLater(database.db, 'Bus slow');
      await role('Bus quick');

      const bus = new LiveBus(database.db, database.liveNotices, { error: vi.fn() } as unknown as FastifyBaseLogger);
      const heard: string[] = [];
      await bus.join((rows) => heard.push(...rows.map((r) => r.record_id)));
      try {
        slow.commit();
        await slow.done;
        await vi.waitFor(() => expect(heard).toContain(slow.id));
      } finally {
        await bus.close();
      }
    },
  );
});

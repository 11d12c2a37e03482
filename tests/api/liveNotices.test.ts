// The connection that LISTENs for live updates on PostgreSQL (server/db/notices.ts): one cut
// without a word (packets dropped, nothing closed) is found by its liveness check and replaced,
// and its followers are told to read what they may have missed.
import net from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostgresNotices } from '../../server/db/notices';

const CHANNEL = 'liveness_test';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A TCP relay to the test server whose connections can be frozen: kept open, passing nothing. */
async function relayTo(target: URL) {
  const pairs: { client: net.Socket; upstream: net.Socket }[] = [];
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.on('error', () => {});
    upstream.on('error', () => {});
    client.pipe(upstream);
    upstream.pipe(client);
    pairs.push({ client, upstream });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const { client, upstream } of pairs) [client, upstream].forEach((s) => s.destroy());
    await new Promise((resolve) => relay.close(resolve));
  });
  const url = new URL(target);
  url.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    connections: () => pairs.length,
    freeze(n: number) {
      const { client, upstream } = pairs[n];
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    },
  };
}

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('hearing PostgreSQL notices', () => {
  it('listens again when its connection stops answering without being closed', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const relay = await relayTo(target);
    const notices = new PostgresNotices(relay.url, CHANNEL, { everyMs: 100, timeoutMs: 300 });
    cleanups.push(() => notices.close());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanups.push(() => {
      vi.restoreAllMocks();
    });
    let heard = 0;
    notices.follow(() => heard++);
    // Told once listening starts.
    await vi.waitFor(() => expect(heard).toBe(1));

    relay.freeze(0);
    await vi.waitFor(() => expect(relay.connections()).toBe(2), { timeout: 5_000 });
    // Told again on the new connection (notices sent meanwhile were lost), and hears the next.
    await vi.waitFor(() => expect(heard).toBe(2), { timeout: 5_000 });
    const writer = new pg.Client({ connectionString: target.toString() });
    await writer.connect();
    await writer.query(`NOTIFY ${CHANNEL}`);
    await writer.end();
    await vi.waitFor(() => expect(heard).toBe(3), { timeout: 5_000 });
  });
});

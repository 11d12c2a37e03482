// The probes a load balancer or Kubernetes asks (server/health/routes.ts) and what a stop does to
// a request that arrives on a connection opened before it (server/http/shutdown.ts). The stop of
// a whole server process, under load, is tests/api/shutdown.test.ts.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/errors';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('GET /api/health/live', () => {
  it('answers 200 without signing in', async () => {
    const reply = await api.get('/api/health/live');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 200, message: 'OK', data: { uptime_s: expect.any(Number) } });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 on a reachable database that has every migration', async () => {
    const reply = await api.get('/api/health/ready');
    expect(reply.status).toBe(200);
    expect(reply.body.data.database).toBe(process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');
  });

  it('answers 503 while a migration of this version has not run, and 200 once it has', async () => {
    const { db } = api.database;
    const last = await sql<{
      name: string;
      timestamp: string;
    }>`SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(db);
    const { name, timestamp } = last.rows[0];
    await sql`DELETE FROM kysely_migration WHERE name = ${name}`.execute(db);
    try {
      const reply = await api.get('/api/health/ready');
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ status: 503, message: MESSAGES.notMigrated });
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${timestamp})`.execute(db);
    }
    expect((await api.get('/api/health/ready')).status).toBe(200);
  });
});

describe('a stop', () => {
  let app: FastifyInstance;
  let stopping: TestApi;
  let closing: Promise<void>;
  beforeAll(async () => {
    let closed!: () => void;
    closing = new Promise((resolve) => (closed = resolve));
    stopping = await api.spawn({}, (spawned) => {
      app = spawned;
      app.addHook('preClose', async () => closed());
    });
  });
  afterAll(async () => stopping?.close());

  it('answers readiness 503 at once, and a request that arrives on an open connection after the port closed 503 in the envelope', async () => {
    // A connection whose request has begun to arrive is not idle, so the close keeps it open.
    const { port } = new URL(stopping.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stopped = app.stop();
    expect(app.stopping).toBe(true);
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 503, message: MESSAGES.shuttingDown });
    await closing;
    socket.end('Accept-Language: hi\r\n\r\n');
    await ended;
    await stopped;

    const [head, body] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).toContain('retry-after: 5');
    expect(JSON.parse(body)).toEqual({ status: 503, message: 'सर्वर बंद हो रहा है। कृपया कुछ सेकंड बाद फिर से प्रयास करें।' });
    await expect(fetch(`${stopping.url}/api/health/live`)).rejects.toThrow();
  });
});

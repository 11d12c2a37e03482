// A server process stopped by a signal (server/cli/stopOnSignals.ts, server/http/shutdown.ts), on
// the database of the project: 60 list calls its clients had sent all get their 200, a connection
// opened after the port closed is refused, and the process exits 0 well within SHUTDOWN_GRACE,
// the embedded database's lock released. A client that never finishes its request holds the stop
// until SHUTDOWN_GRACE, and the process then exits 1; a second signal ends it at once. A connection
// on which no request has come does not hold the stop.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPathOf } from '../../server/db/dirLock';
import { httpClient } from './support/api';
import { createTestDatabase } from './support/database';
import { startServerChild, type ServerChild } from './support/serverChild';

const CALLS = 60;
const GRACE_S = 10;

let dataDir: string;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;
let server: ServerChild | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-shutdown-'));
  let url = '';
  if (process.env.TEST_DB_KIND === 'postgres') ({ url, drop: dropDatabase } = await createTestDatabase());
  // At info level the server logs the moment it closes its port.
  env = { DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'info', SHUTDOWN_GRACE: String(GRACE_S) };
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Call {
  /** Resolves once the whole request has been handed to the kernel: it is on its way. */
  sent: Promise<void>;
  /** The status of the reply, or the error code of a call that got none. */
  answer: Promise<number | string>;
}

function post(url: string, path: string, body: unknown, token: string, agent: http.Agent | false): Call {
  const json = JSON.stringify(body);
  let sent!: Promise<void>;
  const answer = new Promise<number | string>((resolve) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json), authorization: `Bearer ${token}` },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
        response.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    sent = new Promise((resolve) => request.end(json, resolve));
  });
  return { sent, answer };
}

const elapsedSince = (start: number) => performance.now() - start;

describe('a server process stopped by a signal', () => {
  it('answers every call sent before SIGTERM, refuses new connections, and exits 0 within SHUTDOWN_GRACE', async () => {
    server = await startServerChild(env);
    const token = await httpClient(server.url).login();
    // One connection per call, as many clients (or a proxy's pool) would send them.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CALLS });
    const calls = Array.from({ length: CALLS }, () => post(server!.url, '/api/city-list', { perPage: 100, search: 'a' }, token, agent));
    await Promise.all(calls.map((call) => call.sent));

    const signalled = performance.now();
    process.kill(server.pid, 'SIGTERM');
    await server.printed('stopped accepting connections');
    const late = post(server.url, '/api/city-list', {}, token, false);
    expect(await late.answer).toBe('ECONNREFUSED');

    expect(await Promise.all(calls.map((call) => call.answer))).toEqual(Array(CALLS).fill(200));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(elapsedSince(signalled)).toBeLessThan(GRACE_S * 1000);
    if (!env.DATABASE_URL) expect(fs.existsSync(lockPathOf(path.join(dataDir, 'db')))).toBe(false);
    agent.destroy();
  }, 120_000);

  /** A connection whose request has begun and never ends: the stop waits for it (up to REQUEST_TIMEOUT). */
  const stuckRequest = async (url: string) => {
    const { port } = new URL(url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/city-list HTTP/1.1\r\nHost: localhost\r\n');
    socket.on('error', () => undefined);
    return socket;
  };

  it('exits 1 once SHUTDOWN_GRACE has passed with a request still arriving', async () => {
    const graceS = 2;
    server = await startServerChild({ ...env, SHUTDOWN_GRACE: String(graceS) });
    const socket = await stuckRequest(server.url);
    const signalled = performance.now();
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(elapsedSince(signalled)).toBeGreaterThanOrEqual(graceS * 1000 - 50);
    expect(elapsedSince(signalled)).toBeLessThan(graceS * 1000 + 3_000);
    socket.destroy();
  }, 120_000);

  it('exits 0 at once with a connection open on which no request has come (a browser opens them ahead)', async () => {
    server = await startServerChild(env);
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    const signalled = performance.now();
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await closed;
    expect(elapsedSince(signalled)).toBeLessThan((GRACE_S * 1000) / 2);
  }, 120_000);

  it('exits 1 at once on a second signal', async () => {
    server = await startServerChild(env);
    const socket = await stuckRequest(server.url);
    process.kill(server.pid, 'SIGTERM');
    await server.printed('stopped accepting connections');
    const signalled = performance.now();
    process.kill(server.pid, 'SIGINT');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(elapsedSince(signalled)).toBeLessThan(2_000);
    socket.destroy();
  }, 120_000);
});

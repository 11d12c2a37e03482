import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/database';
import type { Reply, TestApi } from './api';

// Shared by the hostile-input tests: which calls exist, what a refusal may say, and
// whether a refused call left the database as it was.

/** Every POST /api/* path the running app registered, so a new call is covered. */
export const apiPostRoutes = (api: TestApi): string[] =>
  api.routes
    .filter((r) => r.startsWith('POST /api/'))
    .map((r) => r.slice('POST '.length))
    .sort();

/** Calls that name a list or export but are not paged or sorted: a report's CSV takes a period, the saved views a list's name. */
const UNPAGED = ['/api/report-export', '/api/view-list'];

/** The paged lists (`-list`) and, with `exports`, their CSV exports: every one takes page, perPage and sort. */
export const pagedListRoutes = (api: TestApi, exports = false): string[] =>
  apiPostRoutes(api).filter(
    (path) => (exports ? /-(list|export)$/ : /-list$/).test(path) && !path.startsWith('/api/dropdown-') && !UNPAGED.includes(path),
  );

// Text that would tell a caller about the code or the database behind the reply.
const LEAKS = [
  /\bat \S+ \(/, // a stack frame
  /\bat (async )?[\w.<>]+ \(?\//,
  /\bSELECT\b|\bINSERT\b|\bUPDATE \w+ SET\b|\bDELETE FROM\b/,
  /syntax error/i,
  /\brelation "/i,
  /violates .* constraint/i,
  /duplicate key/i,
  /invalid input syntax/i,
  /node_modules|\/work\/|\/server\/|\.ts:\d+/,
  /\bpostgres(ql)?\b|pglite|kysely/i,
  /TypeError|ReferenceError|RangeError|Cannot read properties/,
];

/** A refusal or success as the contract has it: no 5xx, an envelope with a message, nothing internal. */
export function expectCleanReply(reply: Reply, what: string) {
  // An accepted live stream is no envelope (server/live); its refusals are.
  if (reply.status === 200 && reply.headers.get('content-type')?.startsWith('text/event-stream')) return;
  expect(reply.status, `${what}: ${JSON.stringify(reply.body).slice(0, 500)}`).toBeLessThan(500);
  expect(typeof reply.body, `${what}: the reply is JSON`).toBe('object');
  expect(reply.body.status, what).toBe(reply.status);
  expect(typeof reply.body.message, what).toBe('string');
  expect(reply.body.message.length, what).toBeGreaterThan(0);
  if (reply.status === 422) {
    expect(reply.body.errors, what).toBeTypeOf('object');
    for (const messages of Object.values(reply.body.errors as Record<string, unknown>)) {
      expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string' && m.length > 0), what).toBe(true);
    }
  }
  if (reply.status >= 400) {
    const text = JSON.stringify(reply.body);
    for (const leak of LEAKS) expect(text, `${what}: leaks ${leak}`).not.toMatch(leak);
  }
}

// Attempt counters change on refusals by design, and a token's last use is
// touched by every signed-in call; everything else must be exactly as it was.
const COUNTED_ONLY = new Set(['access_tokens']);
const SKIPPED = new Set(['attempt_counters']);

export type Snapshot = Record<string, string>;

/** Each table's row count and newest change (count only where a column moves on every call), in one query. */
export async function snapshot({ db }: Database): Promise<Snapshot> {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(db);
  // Every insert or update gives a row a newer transaction id (xmin), and a rolled-back one leaves
  // none visible: count plus newest xmin tells whether a table changed, without reading the rows.
  const parts = tables.rows
    .filter(({ name }) => !SKIPPED.has(name))
    .map(({ name }) =>
      COUNTED_ONLY.has(name)
        ? sql`select ${name} as name, count(*)::text as sum from ${sql.table(name)}`
        : sql`select ${name} as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as sum from ${sql.table(name)}`,
    );
  const rows = await sql<{ name: string; sum: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.sum]));
}

/** Every file under a directory, relative to it (the uploads a call may have written). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export const clearAttemptCounters = ({ db }: Database) => db.deleteFrom('attempt_counters').execute();

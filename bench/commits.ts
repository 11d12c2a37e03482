// node --import tsx bench/commits.ts [--callers=1,50] [--seconds=5]
// Commits on PGlite in a new directory: one-row inserts, each its own transaction, from so many
// callers at once; prints commits per second, their latency and the fsyncs they cost (the WAL is
// flushed after each commit, one flush serving the commits made meanwhile: server/db/pgliteDurable.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';

const { values: args } = parseArgs({
  options: { callers: { type: 'string', default: '1,50' }, seconds: { type: 'string', default: '5' } },
});
const seconds = Number(args.seconds);

let fsyncs = 0;
const fsync = fs.fsync;
fs.fsync = ((...rest: Parameters<typeof fs.fsync>) => {
  fsyncs++;
  return fsync(...rest);
}) as typeof fs.fsync;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-commits-'));
const database = await openDatabase({ dir: path.join(dir, 'db') });
const { db } = database;
await sql`CREATE TABLE bench_commits (n int, at timestamptz DEFAULT now())`.execute(db);

async function run(callers: number, ms: number) {
  const times: number[] = [];
  const fsyncsBefore = fsyncs;
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: callers }, async (_, n) => {
      while (performance.now() < end) {
        const start = performance.now();
        await sql`INSERT INTO bench_commits (n) VALUES (${n})`.execute(db);
        times.push(performance.now() - start);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  return {
    commits_per_s: Math.round(times.length / (ms / 1000)),
    p50_ms: at(0.5),
    p95_ms: at(0.95),
    fsyncs_per_commit: ((fsyncs - fsyncsBefore) / times.length).toFixed(2),
  };
}

try {
  for (const callers of args.callers.split(',').map(Number)) {
    await run(callers, 1000);
    console.log(JSON.stringify({ callers, ...(await run(callers, seconds * 1000)) }));
  }
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

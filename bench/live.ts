// What open live streams cost the other calls: order-list under autocannon with 0 and with N
// streams open, while a writer changes orders straight in the database (as the marketplace does),
// so every stream is told. Runs alternate, and the report is the ratio of each pair.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/mandi_bulk node --import tsx bench/live.ts [--streams=20] [--rounds=3] [--seconds=8] [--writes=20]
//   DATA_DIR=/tmp/b node --import tsx bench/live.ts   (PGlite: the writer goes through the API instead)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { LIVE_PATH } from '../schema/live';
import { BENCH_STAFF } from './staff';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const STREAMS = arg('streams', 20);
const ROUNDS = arg('rounds', 3);
const SECONDS = arg('seconds', 8);
const WRITES_PER_S = arg('writes', 20);

const server = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
let ready = '';
for await (const line of createInterface({ input: server.stdout! }))
  if (line.startsWith('ready ')) {
    ready = line;
    break;
  }
const base = `http://127.0.0.1:${(JSON.parse(ready.slice('ready '.length)) as { app: number }).app}`;

const post = async (path: string, body: object, token?: string) =>
  (
    await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  ).json() as Promise<{ data: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- replies of several calls
const token = (await post('/api/login-user', { user_name: BENCH_STAFF.email, password: BENCH_STAFF.password })).data.access_token as string;

// The writer: order status changes through SQL on PostgreSQL, category renames through the API on PGlite.
const url = process.env.DATABASE_URL;
const sqlClient = url ? new pg.Client({ connectionString: url }) : undefined;
await sqlClient?.connect();
const categoryId = url
  ? undefined
  : (await post('/api/category-create', { name: 'Live bench', category_type: 'yes', description: 'x' }, token)).data.id;
let written = 0;
const write = async () => {
  if (sqlClient)
    await sqlClient.query(
      `UPDATE orders SET status = CASE WHEN status = 'Pending' THEN 'Progress'::text ELSE 'Pending' END WHERE id = (SELECT id FROM orders ORDER BY created_at DESC LIMIT 1)`,
    );
  else await post('/api/category-update', { id: categoryId, name: `Live bench ${written}`, category_type: 'yes', description: 'x' }, token);
  written++;
};
let writing = false;
const writer = setInterval(() => {
  if (writing) return;
  writing = true;
  void write()
    .catch(() => {})
    .finally(() => (writing = false));
}, 1000 / WRITES_PER_S);

/** Opens a stream and reads it to the end, counting the changes it is told. */
function openStream(heard: { n: number }) {
  const controller = new AbortController();
  void (async () => {
    const res = await fetch(base + LIVE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
      signal: controller.signal,
    });
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
      heard.n += decoder.decode(chunk).split('event: change').length - 1;
  })().catch(() => {});
  return controller;
}

function load(): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}/api/order-list`,
    method: 'POST',
    connections: 10,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'All', page: 1, perPage: 25 }),
  });
}

await load(); // warm-up
const ratios: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const bare = await load();
  const heard = { n: 0 };
  const streams = Array.from({ length: STREAMS }, () => openStream(heard));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const writtenBefore = written;
  const loaded = await load();
  for (const s of streams) s.abort();
  const ratio = loaded.requests.average / bare.requests.average;
  ratios.push(ratio);
  console.log(
    `round ${round}: 0 streams ${bare.requests.average.toFixed(0)} req/s p99 ${bare.latency.p99} ms (errors ${bare.errors + bare.non2xx}); ` +
      `${STREAMS} streams ${loaded.requests.average.toFixed(0)} req/s p99 ${loaded.latency.p99} ms (errors ${loaded.errors + loaded.non2xx}), ` +
      `${written - writtenBefore} writes, ${heard.n} changes heard; ratio ${ratio.toFixed(2)}`,
  );
}
console.log(`median ratio (with streams / without): ${ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)].toFixed(2)}`);
clearInterval(writer);
await sqlClient?.end();
server.kill('SIGTERM');
await once(server, 'exit');

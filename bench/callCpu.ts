// node --import tsx bench/callCpu.ts --call=product-list [--rounds=3] [--duration=10] [--connections=50]
// Where one call of the bench's mix spends its CPU: the call under autocannon against the product
// started as the bench starts it (a fresh process each round), with the API process's CPU time per
// request and, when DATABASE_URL names a PostgreSQL server on this machine, the server's (every
// `postgres` process, from /proc: run nothing else against it meanwhile). At 50 connections on a
// small machine throughput moves with whatever else runs; CPU per request moves less. To compare
// two versions of the code, run it from each tree in turn on the same database.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs, cpuMsOfAll } from './cpu';
import { benchMix, startProduct } from './product';

const { values: args } = parseArgs({
  options: {
    call: { type: 'string', default: 'product-list' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(databaseUrl) && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl!).hostname);

const run = (url: string, request: autocannon.Request, duration: number) =>
  autocannon({ url, connections: Number(args.connections), duration, requests: [request], timeout: 10 });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seen = { rps: [] as number[], api: [] as number[], database: [] as number[] };
for (let round = 1; round <= Number(args.rounds); round++) {
  const product = await startProduct();
  try {
    const base = `http://127.0.0.1:${product.app}`;
    const request = (await benchMix(base)).mix[args.call];
    if (!request) throw new Error(`No call named ${args.call} in the bench's mix (bench/product.ts)`);
    await run(base, request, 2);
    const [api, database] = [cpuMs(product.pid), onPostgres ? cpuMsOfAll('postgres') : 0];
    const result = await run(base, request, Number(args.duration));
    if (result.errors || result.non2xx) throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx replies`);
    const perRequest = (ms: number) => (ms * 1000) / result.requests.total;
    seen.rps.push(result.requests.average);
    seen.api.push(perRequest(cpuMs(product.pid) - api));
    if (onPostgres) seen.database.push(perRequest(cpuMsOfAll('postgres') - database));
    const postgres = onPostgres ? `, PostgreSQL ${Math.round(seen.database.at(-1)!)} µs` : '';
    console.log(
      `round ${round} ${args.call}: ${result.requests.average} req/s; CPU a request: API ${Math.round(seen.api.at(-1)!)} µs${postgres}`,
    );
  } finally {
    await product.stop();
  }
}
const postgres = onPostgres ? `, PostgreSQL ${Math.round(median(seen.database))} µs` : '';
console.log(`median ${args.call}: ${median(seen.rps)} req/s; CPU a request: API ${Math.round(median(seen.api))} µs${postgres}`);

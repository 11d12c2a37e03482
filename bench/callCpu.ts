// node --import tsx bench/callCpu.ts --call=product-list|ceiling [--rounds=3] [--duration=10] [--connections=50]
// Where one call of the bench's mix spends its CPU: the call under autocannon against the product
// started as the bench starts it (a fresh process each round), with the API process's CPU time per
// request and, when DATABASE_URL names a PostgreSQL server on this machine, the server's (every
// `postgres` process, from /proc: run nothing else against it meanwhile). At 50 connections on a
// small machine throughput moves with whatever else runs; CPU per request moves less. To compare
// two versions of the code, run it from each tree in turn on the same database.
import { parseArgs } from 'node:util';
import { measuredCall, median } from './cpu';
import { startProduct } from './product';

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

const seen = { rps: [] as number[], api: [] as number[], database: [] as number[] };
const postgres = (us: number) => (onPostgres ? `, PostgreSQL ${Math.round(us)} µs` : '');
for (let round = 1; round <= Number(args.rounds); round++) {
  const product = await startProduct();
  try {
    const measured = await measuredCall(product, args.call, {
      connections: Number(args.connections),
      duration: Number(args.duration),
      database: onPostgres ? 'postgres' : undefined,
    });
    seen.rps.push(measured.rps);
    seen.api.push(measured.apiUs);
    seen.database.push(measured.databaseUs ?? 0);
    console.log(
      `round ${round} ${args.call}: ${measured.rps} req/s; CPU a request: API ${Math.round(measured.apiUs)} µs${postgres(seen.database.at(-1)!)}`,
    );
  } finally {
    await product.stop();
  }
}
console.log(
  `median ${args.call}: ${median(seen.rps)} req/s; CPU a request: API ${Math.round(median(seen.api))} µs${postgres(median(seen.database))}`,
);

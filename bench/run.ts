// npm run bench [-- --duration=10 --connections=50 --warmup=2 --only=name,name]
// Starts the product (bench/serve.ts) on PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR), drives a
// fixed mix of calls from this separate process with autocannon, serves the same page-1 SQL from
// a bare route as the ceiling, writes bench/results/latest.json (plus a dated copy) and fails
// when a p95 is more than 20 % worse than the committed previous result on the same database.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { ensureClientBuilt } from '../server/cli/buildClient';
import { benchMix, json, startProduct } from './product';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench', 'results');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);

interface Stat {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** gzip size of the JavaScript the login route loads first: the entry and its modulepreloads. */
function initialJsGzipKb(): number {
  const dist = path.join(root, 'dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1].replace(/^\/admin\//, ''));
  const bytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length, 0);
  return Math.round(bytes / 1024);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
const round = (n: number) => Math.round(n * 100) / 100;

/** One autocannon run; percentiles from every response time (autocannon's own stop at 97.5). */
function load(url: string, request: autocannon.Request, seconds: number): Promise<Stat> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections, duration: seconds, requests: [request], timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      resolve({
        rps: Math.round(result.requests.average),
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        p99: round(percentile(times, 99)),
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
}

async function main() {
  await ensureClientBuilt(root);
  const product = await startProduct();
  const base = `http://127.0.0.1:${product.app}`;
  try {
    const { rows, mix } = await benchMix(base);
    const only = args.only?.split(',');
    const names = Object.keys(mix).filter((n) => !only || only.includes(n));

    const ceilingUrl = `http://127.0.0.1:${product.ceiling}`;
    const ceilingRequest: autocannon.Request = {
      method: 'POST',
      path: '/order-list',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    };
    await load(ceilingUrl, ceilingRequest, warmup);
    const ceiling = await load(ceilingUrl, ceilingRequest, duration);
    console.log(`ceiling (bare Fastify, same page-1 SQL, no auth): ${ceiling.rps} req/s, p95 ${ceiling.p95} ms`);

    const endpoints: Record<string, Stat & { ratio_to_ceiling?: number }> = {};
    for (const name of names) {
      await load(base, mix[name], warmup);
      const stat = await load(base, mix[name], duration);
      endpoints[name] = name === 'order-list' ? { ...stat, ratio_to_ceiling: round(stat.rps / Math.max(1, ceiling.rps)) } : stat;
      console.log(
        `${name.padEnd(24)} ${String(stat.rps).padStart(6)} req/s  p50 ${stat.p50} ms  p95 ${stat.p95} ms  p99 ${stat.p99} ms  errors ${stat.errors}`,
      );
    }

    const latest = path.join(resultsDir, `latest-${product.db}.json`);
    const previous = fs.existsSync(latest) ? (JSON.parse(fs.readFileSync(latest, 'utf8')) as { endpoints: typeof endpoints }) : undefined;
    // A partial run (--only) replaces its endpoints and keeps the others' last figures.
    const merged = only ? { ...previous?.endpoints, ...endpoints } : endpoints;
    const result = {
      db: product.db,
      at: new Date().toISOString(),
      connections,
      duration_s: duration,
      rows,
      ceiling_rps: ceiling.rps,
      endpoints: merged,
      client: { initial_js_gzip_kb: initialJsGzipKb() },
    };
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(latest, `${json(result)}\n`);
    // The name for the last run whatever the database; comparisons use latest-<db>.json.
    fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${json(result)}\n`);
    fs.writeFileSync(path.join(resultsDir, `${result.at.slice(0, 19).replace(/:/g, '')}-${product.db}.json`), `${json(result)}\n`);
    console.log(`initial JS for the login route: ${result.client.initial_js_gzip_kb} KB gzip; written ${path.relative(root, latest)}`);

    const worse = Object.entries(endpoints).flatMap(([name, stat]) => {
      const before = previous?.endpoints[name];
      return before && stat.p95 > before.p95 * 1.2 && stat.p95 - before.p95 > 1 ? [`${name}: p95 ${before.p95} -> ${stat.p95} ms`] : [];
    });
    const errors = Object.entries(endpoints)
      .filter(([, s]) => s.errors > 0)
      .map(([n, s]) => `${n}: ${s.errors} errors`);
    if (worse.length || errors.length) {
      console.error(`Regressions against ${path.relative(root, latest)} as committed:\n  ${[...worse, ...errors].join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await product.stop();
  }
}

await main();

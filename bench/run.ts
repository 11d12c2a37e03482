// npm run bench [-- --duration=10 --connections=50 --warmup=2 --only=name,name] | [-- --judge=file] | [-- --help]
// Starts the product (bench/serve.ts) on PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR), drives a
// fixed mix of calls from this separate process with autocannon, serves the same page-1 SQL from
// a bare route as the ceiling, writes bench/results/latest-<db>.json and fails when a call has
// errors or falls short of its ratio to that ceiling (bench/thresholds.ts, bench/judge.ts). The
// previous result is shown beside the new one for information: it may come from another machine.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureClientBuilt } from '../server/cli/buildClient';
import { initialJsGzipKb } from './initialJs';
import { type BenchResult, judge } from './judge';
import { benchMix, CEILING_REQUEST, json, startProduct } from './product';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench', 'results');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string' },
    judge: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);

type Stat = BenchResult['endpoints'][string];

const usage = `npm run bench [-- options]
  --duration=S      seconds of load per call (10)
  --connections=N   autocannon connections (50; at 10 or fewer, p95s are judged too)
  --warmup=S        seconds of load before each measured run (2)
  --only=a,b        these calls only; the others keep their last figures in the result file
  --judge=FILE      judge a result file already written, start nothing
  --help            this text
Runs on PostgreSQL when DATABASE_URL is set, else on PGlite in DATA_DIR. Writes
bench/results/latest-<db>.json; the thresholds are in bench/thresholds.ts.`;

/** Prints each call's ratios and the verdict; sets the exit code on a failure. */
function report(result: BenchResult) {
  const verdict = judge(result);
  for (const call of verdict.calls) {
    const p95 =
      call.p95_ratio === undefined ? '' : `  p95 x${call.p95_ratio}${call.p95_limit === undefined ? '' : ` (limit ${call.p95_limit})`}`;
    console.log(`${call.name.padEnd(24)} ${String(call.ratio).padStart(5)} of the ceiling (floor ${call.floor ?? 'none'})${p95}`);
  }
  if (!verdict.judgesP95) console.log(`p95s not judged: ${result.connections} connections, or no ceiling p95 in the result`);
  if (verdict.pass) console.log('verdict: PASS');
  else {
    console.error(`verdict: FAIL\n  ${verdict.failures.join('\n  ')}`);
    process.exitCode = 1;
  }
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
    await load(ceilingUrl, CEILING_REQUEST, warmup);
    const ceiling = await load(ceilingUrl, CEILING_REQUEST, duration);
    console.log(`ceiling (bare Fastify, same page-1 SQL, no auth): ${ceiling.rps} req/s, p95 ${ceiling.p95} ms`);

    const endpoints: Record<string, Stat & { ratio_to_ceiling: number }> = {};
    for (const name of names) {
      await load(base, mix[name], warmup);
      const stat = await load(base, mix[name], duration);
      endpoints[name] = { ...stat, ratio_to_ceiling: round(stat.rps / Math.max(1, ceiling.rps)) };
      console.log(
        `${name.padEnd(24)} ${String(stat.rps).padStart(6)} req/s  p50 ${stat.p50} ms  p95 ${stat.p95} ms  p99 ${stat.p99} ms  errors ${stat.errors}`,
      );
    }

    const latest = path.join(resultsDir, `latest-${product.db}.json`);
    const previous = fs.existsSync(latest) ? (JSON.parse(fs.readFileSync(latest, 'utf8')) as BenchResult) : undefined;
    // A partial run (--only) replaces its endpoints and keeps the others' last figures.
    const merged = only ? { ...previous?.endpoints, ...endpoints } : endpoints;
    const result = {
      db: product.db,
      at: new Date().toISOString(),
      connections,
      duration_s: duration,
      rows,
      ceiling_rps: ceiling.rps,
      ceiling_p95: ceiling.p95,
      endpoints: merged,
      client: { initial_js_gzip_kb: initialJsGzipKb(root) },
    };
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(latest, `${json(result)}\n`);
    console.log(`initial JS for the login route: ${result.client.initial_js_gzip_kb} KB gzip; written ${path.relative(root, latest)}`);

    // For information only: the file before may come from another machine or another load.
    if (previous)
      console.log(`the result before (${previous.at ?? 'undated'}, ceiling ${previous.ceiling_rps} req/s), for comparison only:`);
    for (const [name, stat] of Object.entries(endpoints)) {
      const before = previous?.endpoints[name];
      if (before) {
        const ratio = round(before.rps / Math.max(1, previous!.ceiling_rps));
        console.log(`  ${name.padEnd(24)} ${before.rps} -> ${stat.rps} req/s, ${ratio} -> ${stat.ratio_to_ceiling} of the ceiling`);
      }
    }
    // Judged on this run's calls alone, against this run's ceiling.
    report({ ...result, endpoints });
  } finally {
    await product.stop();
  }
}

if (args.help) console.log(usage);
else if (args.judge) report(JSON.parse(fs.readFileSync(args.judge, 'utf8')) as BenchResult);
else await main();

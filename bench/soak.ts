// npm run soak [-- --minutes=10 --connections=10 --sample=10 --max-growth=20]
// Drives the product (started as `npm run bench` starts it) with the bench's whole mix for a long
// run, every connection cycling through all its calls, samples the server process's RSS, and
// writes bench/results/soak-latest-<db>.json (over the one before). It fails on any error (transport error, timeout or
// non-2xx reply) or when the RSS at the end has grown more than --max-growth % over the highest
// RSS seen in the warm-up (the first fifth of the run), i.e. memory that keeps climbing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchMix, json, startProduct } from './product';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    sample: { type: 'string', default: '10' },
    'max-growth': { type: 'string', default: '20' },
  },
});
const seconds = Math.round(Number(args.minutes) * 60);
const connections = Number(args.connections);
const sampleSeconds = Number(args.sample);
const maxGrowth = Number(args['max-growth']);

const mb = (kb: number) => Math.round(kb / 102.4) / 10;

/** Resident set size of a process in KB (Linux /proc, else ps). */
function rssKb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)![1]);
  } catch {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  }
}

function drive(url: string, requests: autocannon.Request[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, requests, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function main() {
  const product = await startProduct();
  try {
    const base = `http://127.0.0.1:${product.app}`;
    const { rows, mix } = await benchMix(base);
    const started = Date.now();
    const samples: { s: number; rss_mb: number }[] = [];
    const sample = () => samples.push({ s: Math.round((Date.now() - started) / 1000), rss_mb: mb(rssKb(product.pid)) });
    sample();
    const timer = setInterval(sample, sampleSeconds * 1000);
    console.log(
      `soak: ${Object.keys(mix).length} calls in turn on ${connections} connections for ${args.minutes} min on ${product.db}; RSS every ${sampleSeconds} s`,
    );
    const result = await drive(base, Object.values(mix));
    clearInterval(timer);
    sample();

    const warmupEnd = seconds / 5;
    const warm = samples.filter((s) => s.s <= warmupEnd);
    const baseline = Math.max(...warm.map((s) => s.rss_mb));
    const last = samples
      .slice(-3)
      .map((s) => s.rss_mb)
      .sort((a, b) => a - b);
    const end = last[Math.floor(last.length / 2)];
    const errors = result.errors + result.timeouts + result.non2xx;
    const growth = Math.round(((end - baseline) / baseline) * 1000) / 10;
    const failures = [
      ...(errors
        ? [
            `${errors} errors (${result.errors} transport, ${result.timeouts} timeouts, ${result.non2xx} non-2xx: ${json(result.statusCodeStats)})`,
          ]
        : []),
      ...(growth > maxGrowth ? [`RSS grew ${growth} % after warm-up (${baseline} -> ${end} MB), bound ${maxGrowth} %`] : []),
    ];
    const report = {
      db: product.db,
      at: new Date(started).toISOString(),
      minutes: Number(args.minutes),
      connections,
      rows,
      calls: Object.keys(mix),
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      latency_ms: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors,
      rss_mb: {
        start: samples[0].rss_mb,
        after_warmup: baseline,
        end,
        max: Math.max(...samples.map((s) => s.rss_mb)),
        growth_after_warmup_pct: growth,
        bound_pct: maxGrowth,
      },
      verdict: failures.length ? 'fail' : 'pass',
      failures,
      samples,
    };
    const file = path.join(root, 'bench', 'results', `soak-latest-${product.db}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(report, null, 1)}\n`);
    console.log(
      [
        `requests served: ${report.requests} (${report.rps} req/s, p50 ${report.latency_ms.p50} ms, p99 ${report.latency_ms.p99} ms)`,
        `errors: ${errors}`,
        `RSS: start ${report.rss_mb.start} MB, after warm-up ${baseline} MB, end ${end} MB, max ${report.rss_mb.max} MB (${growth} % after warm-up, bound ${maxGrowth} %)`,
        `verdict: ${report.verdict.toUpperCase()}${failures.length ? `\n  ${failures.join('\n  ')}` : ''}`,
        `written ${path.relative(root, file)}`,
      ].join('\n'),
    );
    if (failures.length) process.exitCode = 1;
  } finally {
    await product.stop();
  }
}

await main();

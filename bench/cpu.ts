// CPU time of processes on this machine, from /proc (Linux): what a call costs each side of it.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { benchMix, CEILING_REQUEST } from './product';

/** User plus system CPU milliseconds of one line of /proc/<pid>/stat (USER_HZ 100). */
const statMs = (stat: string) => {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks
};

/** User plus system CPU milliseconds of a process so far. */
const cpuMs = (pid: number) => statMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));

/**
 * The same, summed over every process whose name is `name` (a PostgreSQL server's backends and
 * workers are all `postgres`). A process that ended between two readings takes its time with it.
 */
export function cpuMsOfAll(name: string) {
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name) total += statMs(stat);
  }
  return total;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `call` of the bench's mix under autocannon against a product started for it (bench/product.ts):
 * 2 s to warm, then `duration` s measured, refused on any error. `ceiling` is the bench's bare
 * route, served by the same process, the measure the bench judges every call against. Returns
 * its req/s and the CPU microseconds per request of the API process and, when `database` names a
 * process (`postgres`), of every process of that name.
 */
export async function measuredCall(
  product: { app: number; ceiling: number; pid: number },
  call: string,
  { connections, duration, database }: { connections: number; duration: number; database?: string },
) {
  const base = `http://127.0.0.1:${product.app}`;
  const [url, request] =
    call === 'ceiling' ? [`http://127.0.0.1:${product.ceiling}`, CEILING_REQUEST] : [base, (await benchMix(base)).mix[call]];
  if (!request) throw new Error(`No call named ${call} in the bench's mix (bench/product.ts)`);
  const run = (seconds: number) => autocannon({ url, connections, duration: seconds, requests: [request], timeout: 10 });
  await run(2);
  const [api, other] = [cpuMs(product.pid), database ? cpuMsOfAll(database) : 0];
  const result = await run(duration);
  if (result.errors || result.non2xx) throw new Error(`${call}: ${result.errors} errors, ${result.non2xx} non-2xx replies`);
  const perRequest = (ms: number) => (ms * 1000) / result.requests.total;
  return {
    rps: result.requests.average,
    apiUs: perRequest(cpuMs(product.pid) - api),
    databaseUs: database ? perRequest(cpuMsOfAll(database) - other) : undefined,
  };
}

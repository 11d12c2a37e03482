// The bench's verdict on one result: each call against the ceiling measured in the same run, by
// the ratios in bench/thresholds.ts. A pure function, so a result file can be judged again
// (`npm run bench -- --judge=bench/results/latest-postgres.json`) and the rule is unit-tested.
import { type CallThreshold, type Db, DEFAULT_P95_MULTIPLE, P95_CONNECTIONS, THRESHOLDS } from './thresholds';

export interface CallStat {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface BenchResult {
  db: string;
  at?: string;
  connections: number;
  ceiling_rps: number;
  /** The ceiling's own p95 in ms; results written before it was recorded lack it. */
  ceiling_p95?: number;
  endpoints: Record<string, CallStat>;
}

export interface CallVerdict {
  name: string;
  ratio: number;
  floor?: number;
  /** The call's p95 over the ceiling's p95, when the ceiling's is known. */
  p95_ratio?: number;
  /** The most p95_ratio may be, when this run's connections judge it. */
  p95_limit?: number;
  failures: string[];
}

// Two decimals, or two significant digits under 0.1: a floor as small as a sign-in's (0.004) is
// compared with the ratio itself, never with a ratio rounded to nothing.
const round = (n: number) => (n >= 0.1 ? Math.round(n * 100) / 100 : Number(n.toPrecision(2)));

export function judge(result: BenchResult, thresholds: Record<string, CallThreshold> = THRESHOLDS) {
  const db = result.db as Db;
  const judgesP95 = result.connections <= P95_CONNECTIONS && Boolean(result.ceiling_p95);
  const calls: CallVerdict[] = Object.entries(result.endpoints).map(([name, stat]) => {
    const threshold = thresholds[name];
    const exact = stat.rps / Math.max(1, result.ceiling_rps);
    const ratio = round(exact);
    const floor = threshold?.floor[db];
    const p95Ratio = result.ceiling_p95 ? round(stat.p95 / result.ceiling_p95) : undefined;
    const p95Limit = judgesP95 ? (threshold?.p95 ?? DEFAULT_P95_MULTIPLE) : undefined;
    const failures = [
      ...(stat.errors > 0 ? [`${stat.errors} errors`] : []),
      ...(floor !== undefined && exact < floor ? [`throughput ${ratio} of the ceiling, floor ${floor}`] : []),
      ...(p95Limit !== undefined && p95Ratio !== undefined && p95Ratio > p95Limit
        ? [`p95 ${stat.p95} ms is ${p95Ratio} times the ceiling's ${result.ceiling_p95} ms, limit ${p95Limit}`]
        : []),
    ];
    return { name, ratio, floor, p95_ratio: p95Ratio, p95_limit: p95Limit, failures };
  });
  const failures = calls.flatMap((c) => c.failures.map((f) => `${c.name}: ${f}`));
  return { pass: failures.length === 0, judgesP95, calls, failures };
}

import { describe, expect, it } from 'vitest';
import { type BenchResult, judge } from '../../bench/judge';
import type { CallThreshold } from '../../bench/thresholds';

const thresholds: Record<string, CallThreshold> = {
  list: { floor: { postgres: 0.5, pglite: 0.4 } },
  search: { floor: { postgres: 0.2, pglite: 0.1 }, p95: 3 },
};
const stat = (rps: number, p95: number, errors = 0) => ({ rps, p50: p95 / 2, p95, p99: p95 * 1.2, errors });

/** A run on a machine `speed` times as fast: every req/s multiplied, every time divided. */
function run(
  speed: number,
  over: Partial<BenchResult> = {},
  calls: BenchResult['endpoints'] = { list: stat(600, 20), search: stat(250, 50) },
): BenchResult {
  const endpoints = Object.fromEntries(Object.entries(calls).map(([n, s]) => [n, { ...s, rps: s.rps * speed, p95: s.p95 / speed }]));
  return { db: 'postgres', connections: 10, ceiling_rps: 1000 * speed, ceiling_p95: 20 / speed, endpoints, ...over };
}

describe('the bench judges each call by its ratio to the ceiling of the same run', () => {
  it('passes the same run whatever the speed of the machine', () => {
    for (const speed of [0.25, 1, 4]) {
      const verdict = judge(run(speed), thresholds);
      expect(verdict.failures).toEqual([]);
      expect(verdict.pass).toBe(true);
      expect(verdict.calls.map((c) => c.ratio)).toEqual([0.6, 0.25]);
    }
  });

  it('fails a call whose throughput falls under its floor, on a fast machine as on a slow one', () => {
    for (const speed of [0.25, 4]) {
      const verdict = judge(run(speed, {}, { list: stat(450, 20), search: stat(250, 50) }), thresholds);
      expect(verdict.pass).toBe(false);
      expect(verdict.failures).toEqual(['list: throughput 0.45 of the ceiling, floor 0.5']);
    }
  });

  it("judges a small floor by the ratio itself: a sign-in's few a second are not rounded to nothing", () => {
    const small = { login: { floor: { postgres: 0.004, pglite: 0.004 } } };
    const passed = judge(run(1, { ceiling_rps: 1724, connections: 50 }, { login: stat(7, 6000) }), small);
    expect(passed.pass).toBe(true);
    expect(passed.calls[0].ratio).toBe(0.0041);
    expect(judge(run(1, { ceiling_rps: 1724, connections: 50 }, { login: stat(6, 6000) }), small).failures).toEqual([
      'login: throughput 0.0035 of the ceiling, floor 0.004',
    ]);
  });

  it('takes the floor of the database the run was on', () => {
    const calls = { list: stat(450, 20), search: stat(150, 50) };
    expect(judge(run(1, {}, calls), thresholds).failures).toHaveLength(2);
    expect(judge(run(1, { db: 'pglite' }, calls), thresholds).pass).toBe(true);
  });

  it('fails a p95 over its multiple of the ceiling p95 at 10 connections: twice unless the table says more', () => {
    const verdict = judge(run(2, {}, { list: stat(600, 41), search: stat(250, 59) }), thresholds);
    expect(verdict.failures).toEqual(["list: p95 20.5 ms is 2.05 times the ceiling's 10 ms, limit 2"]);
    expect(verdict.calls[1]).toMatchObject({ p95_ratio: 2.95, p95_limit: 3 });
    expect(judge(run(2, {}, { list: stat(600, 40), search: stat(250, 60) }), thresholds).pass).toBe(true);
  });

  it('does not judge p95s at more connections, where queueing makes them the inverse of throughput', () => {
    const verdict = judge(run(1, { connections: 50 }, { list: stat(600, 200), search: stat(250, 500) }), thresholds);
    expect(verdict.judgesP95).toBe(false);
    expect(verdict.pass).toBe(true);
    expect(verdict.calls[0]).toMatchObject({ p95_ratio: 10, p95_limit: undefined });
  });

  it('does not judge p95s of a result without the ceiling p95', () => {
    const verdict = judge(run(1, { ceiling_p95: undefined }, { list: stat(600, 200), search: stat(250, 500) }), thresholds);
    expect(verdict.judgesP95).toBe(false);
    expect(verdict.pass).toBe(true);
  });

  it('fails a call with errors, whatever its ratios', () => {
    const verdict = judge(run(1, {}, { list: stat(900, 10, 3), search: stat(250, 50) }), thresholds);
    expect(verdict.failures).toEqual(['list: 3 errors']);
  });

  it('judges a call the table does not name with no floor, by its errors and the default p95 multiple', () => {
    const verdict = judge(run(1, {}, { list: stat(600, 20), search: stat(250, 50), other: stat(1, 10_000) }), thresholds);
    expect(verdict.pass).toBe(false);
    expect(verdict.failures).toEqual(["other: p95 10000 ms is 500 times the ceiling's 20 ms, limit 2"]);
  });

  it('passes the committed thresholds on the committed results they were set from', async () => {
    const { THRESHOLDS } = await import('../../bench/thresholds');
    for (const db of ['postgres', 'pglite']) {
      const { default: result } = await import(`../../bench/results/latest-${db}.json`);
      expect(judge(result as BenchResult, THRESHOLDS).failures).toEqual([]);
      expect(Object.keys(result.endpoints).every((name) => THRESHOLDS[name]?.floor[db as 'postgres'] > 0)).toBe(true);
    }
  });
});

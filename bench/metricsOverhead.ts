// node --import tsx bench/metricsOverhead.ts [--rounds=3] [--duration=10] [--connections=50]
// What the Prometheus metrics cost a request: order-list page 1 under autocannon, the product
// started alternately with and without METRICS_PORT (a fresh process each run, so neither side
// keeps the other's warm caches), on PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR.
// Prints each run and the ratios of the medians (with metrics over without): throughput, and the
// server's CPU time per request (from /proc), which a machine busy with other work disturbs less.
import { parseArgs } from 'node:util';
import { measuredCall, median } from './cpu';
import { startProduct } from './product';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});

const rps: Record<'on' | 'off', number[]> = { on: [], off: [] };
const cpu: Record<'on' | 'off', number[]> = { on: [], off: [] };
for (let round = 0; round < Number(args.rounds); round++) {
  // Which goes first alternates too, so a machine slowing down over time favours neither.
  const order: ('on' | 'off')[] = round % 2 ? ['off', 'on'] : ['on', 'off'];
  for (const side of order) {
    const { METRICS_PORT: _ignored, ...env } = process.env;
    const product = await startProduct(side === 'on' ? { ...env, METRICS_PORT: '0' } : env);
    try {
      const measured = await measuredCall(product, 'order-list', {
        connections: Number(args.connections),
        duration: Number(args.duration),
      });
      rps[side].push(measured.rps);
      cpu[side].push(measured.apiUs);
      console.log(`round ${round + 1} metrics ${side.padEnd(3)} ${measured.rps} req/s  ${Math.round(measured.apiUs)} µs CPU a request`);
    } finally {
      await product.stop();
    }
  }
}
console.log(
  `median req/s: on ${median(rps.on)}, off ${median(rps.off)} (on/off ${(median(rps.on) / median(rps.off)).toFixed(3)}); ` +
    `median µs CPU a request: on ${Math.round(median(cpu.on))}, off ${Math.round(median(cpu.off))} (on/off ${(median(cpu.on) / median(cpu.off)).toFixed(3)})`,
);

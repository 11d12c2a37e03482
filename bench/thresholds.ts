// What `npm run bench` passes or fails on, as ratios to the bare ceiling measured in the same run
// (bench/serve.ts: Fastify and the page-1 SQL of order-list, no auth). Ratios, not req/s or ms,
// so that a verdict does not depend on how fast the machine is that minute.
//
// floor: the least share of the ceiling's throughput (call req/s / ceiling req/s) a call must
//   keep, per database. Set at three quarters of the ratio measured on the 2-core machine when
//   the call last changed, rounded down, since a call's ratio moves by up to a fifth between runs
//   there (the comment beside each is the latest committed bench/results/latest-<db>.json).
//   order-list keeps its budget of 0.6 on PostgreSQL and 0.5 on PGlite (one thread for HTTP and SQL).
//   These are what the current code meets, not goals.
// p95: the most a call's p95 may be, as a multiple of the ceiling's own p95 in the same run,
//   judged in runs of at most P95_CONNECTIONS connections. At more connections every call is
//   queued (Little's law: latency = connections / throughput), so its p95 says what its
//   throughput already says, and the floor judges it.

export type Db = 'postgres' | 'pglite';

export interface CallThreshold {
  floor: Record<Db, number>;
  /** Multiple of the ceiling's p95; DEFAULT_P95_MULTIPLE when not given. */
  p95?: number;
}

/** The latency target: at 10 connections each call's p95 within twice the ceiling's p95. */
export const P95_CONNECTIONS = 10;
export const DEFAULT_P95_MULTIPLE = 2;

export const THRESHOLDS: Record<string, CallThreshold> = {
  //                                             latest ratio: PostgreSQL / PGlite
  'order-list': { floor: { postgres: 0.6, pglite: 0.5 } }, // 1.08 / 0.79
  'order-list-deep': { floor: { postgres: 0.51, pglite: 0.4 } }, // 0.68 / 0.54
  'order-list-deep-next': { floor: { postgres: 0.6, pglite: 0.49 } }, // 0.99 / 0.79
  'order-list-last': { floor: { postgres: 0.72, pglite: 0.63 } }, // 0.97 / 0.85
  'order-list-middle': { floor: { postgres: 0.44, pglite: 0.36 } }, // 0.60 / 0.49
  'order-list-status': { floor: { postgres: 0.56, pglite: 0.51 } }, // 1.00 / 0.81
  'order-list-status-middle': { floor: { postgres: 0.51, pglite: 0.39 } }, // 0.68 / 0.53
  'order-search-common': { floor: { postgres: 0.29, pglite: 0.15 } }, // 0.42 / 0.27
  'order-search-rare': { floor: { postgres: 0.46, pglite: 0.31 } }, // 0.66 / 0.51
  'product-list': { floor: { postgres: 0.36, pglite: 0.27 } }, // 0.50 / 0.41
  'product-list-category': { floor: { postgres: 0.37, pglite: 0.27 } }, // 0.54 / 0.42
  'product-search-common': { floor: { postgres: 0.21, pglite: 0.13 } }, // 0.30 / 0.22
  'user-list': { floor: { postgres: 0.66, pglite: 0.57 } }, // 0.88 / 0.77
  'user-search-rare': { floor: { postgres: 0.38, pglite: 0.22 } }, // 0.55 / 0.40
  'labor-list': { floor: { postgres: 0.48, pglite: 0.42 } }, // 0.84 / 0.77
  'review-list': { floor: { postgres: 0.52, pglite: 0.45 } }, // 0.73 / 0.62
  'review-search-common': { floor: { postgres: 0.26, pglite: 0.17 } }, // 0.37 / 0.31
  'review-search-rare': { floor: { postgres: 0.66, pglite: 0.63 } }, // 0.88 / 0.85
  'bookmark-list': { floor: { postgres: 0.54, pglite: 0.46 } }, // 0.74 / 0.66
  'city-list': { floor: { postgres: 0.52, pglite: 0.34 } }, // 0.81 / 0.58
  // Its reply kept until a table it reads changes: the bench's calls read the counts of changes.
  dashboard: { floor: { postgres: 1.34, pglite: 0.37 } }, // 1.79 / 0.61
  'unit-create': { floor: { postgres: 0.19, pglite: 0.14 } }, // 0.39 / 0.25
  'search-palette': { floor: { postgres: 0.34, pglite: 0.22 } }, // 0.49 / 0.40
  'search-palette-phone': { floor: { postgres: 0.34, pglite: 0.2 } }, // 0.52 / 0.43
  'report-sales': { floor: { postgres: 1.53, pglite: 1.54 } }, // 2.73 / 2.99
  'report-sales-seller': { floor: { postgres: 1.56, pglite: 1.62 } }, // 2.79 / 3.03
  'report-categories': { floor: { postgres: 0.63, pglite: 0.61 } }, // 1.75 / 1.89
  'report-products': { floor: { postgres: 0.54, pglite: 0.48 } }, // 1.29 / 1.11
  'report-sellers': { floor: { postgres: 0.7, pglite: 0.59 } }, // 1.63 / 1.50
  'report-statement': { floor: { postgres: 1.17, pglite: 1.14 } }, // 1.91 / 2.30
  'report-places': { floor: { postgres: 0.63, pglite: 0.55 } }, // 1.69 / 1.35
  'report-orders': { floor: { postgres: 1.56, pglite: 1.76 } }, // 2.76 / 3.03
  // A product form with no pictures: references, slug, approval, counters, audit, the reply's read.
  'product-create': { floor: { postgres: 0.05, pglite: 0.08 } }, // 0.07 / 0.11
  // Its 50 connections all change one order: a queue on that row's lock (docs/performance.md, "Writes").
  'order-status-update': { floor: { postgres: 0.09, pglite: 0.16 } }, // 0.15 / 0.31
  // Status changes of 500 different orders, as staff make them: they share the status counters.
  'order-status-update-many': { floor: { postgres: 0.09, pglite: 0.16 } }, // 0.17 / 0.30
  // One scrypt hash per sign-in (about 170 ms of a core): bound by the hash, not by the API.
  // Its p95 is the hash queue's length, whatever the connections: not judged against the ceiling.
  login: { floor: { postgres: 0.004, pglite: 0.008 }, p95: Infinity }, // 0.010 / 0.020
};

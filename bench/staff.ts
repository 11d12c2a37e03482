/** The Super Admin bench/serve.ts makes (or keeps) for the load: its own, with a known password. */
export const BENCH_STAFF = { email: 'bench.admin@bench.mandi.local', password: 'Bench#123456' };

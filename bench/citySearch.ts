// Serial latency of /api/city-list searches over all of India's cities, through the real app.
// `npx tsx bench/citySearch.ts` (PGlite) or with DATABASE_URL=postgres://... (PostgreSQL).
import { startSerialApp, timeSerially } from './serialApp';

const { database, post, token, close } = await startSerialApp();
const terms = ['pur', 'nagar', 'a', 'ban', 'xyzzy', 'del', 'hyder', 'kota', 'ram', 'ganj', '%', 'sh'];
for (let i = 0; i < 20; i++) await post('/api/city-list', { search: terms[i % terms.length] }, token);

const pct = await timeSerially(600, (i) => post('/api/city-list', { search: terms[i % terms.length], page: 1, perPage: 25 }, token));
console.log(`city-list search over India (${database.kind}), 600 requests: p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
await close();

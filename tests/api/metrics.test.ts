// Prometheus metrics (server/metrics/metrics.ts): on a listener of their own, in the text format,
// with requests labelled by route pattern; nothing of them on the API's port.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UNMATCHED_ROUTE } from '../../server/metrics/metrics';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let metricsUrl: string | undefined;
beforeAll(async () => {
  api = await startTestApi({ overrides: { METRICS_PORT: '0' }, setup: (app) => (metricsUrl = app.metricsUrl) });
});
afterAll(async () => api?.close());

const scrape = async () => {
  const res = await fetch(`${metricsUrl}/metrics`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
const routeLabels = (text: string) =>
  new Set([...text.matchAll(/^http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)].map((m) => m[1]));

it('answers the text format on its own loopback port, with request, database pool, event-loop, memory and process metrics', async () => {
  expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const token = await api.login();
  expect((await api.post('/api/order-list', { status: 'All', page: 1, perPage: 25 }, token)).status).toBe(200);
  expect((await api.get('/api/health/live')).status).toBe(200);
  expect((await api.post('/api/order-list', {})).status).toBe(401);

  const { status, type, text } = await scrape();
  expect(status).toBe(200);
  expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
  for (const name of [
    'http_request_duration_seconds_bucket',
    'db_pool_connections',
    'db_pool_idle_connections',
    'db_pool_waiting_queries',
    'nodejs_eventloop_lag_seconds',
    'nodejs_eventloop_lag_p99_seconds',
    'process_resident_memory_bytes',
    'nodejs_heap_size_used_bytes',
    'process_cpu_seconds_total',
    'process_start_time_seconds',
  ]) {
    expect(text).toMatch(new RegExp(`^${name}[{ ]`, 'm'));
  }
  expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/order-list",status="2xx"\} 1$/m);
  expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/order-list",status="4xx"\} 1$/m);
  expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="2xx"\} 1$/m);
  expect(text).toMatch(/^db_pool_connections [1-9]\d*$/m);
});

it('labels a path no route declares as one unmatched route, however many are asked', async () => {
  const first = `/api/no-such-${randomUUID()}`;
  expect((await api.get(first)).status).toBe(404);
  const before = routeLabels((await scrape()).text);
  expect(before).toContain(UNMATCHED_ROUTE);

  const paths = [`/api/no-such-${randomUUID()}`, `/${randomUUID()}`, `/uploads/${randomUUID()}.png`];
  for (const path of paths) expect((await api.get(path)).status).toBe(404);
  const { text } = await scrape();
  expect(routeLabels(text)).toEqual(before);
  for (const path of [first, ...paths]) expect(text).not.toContain(path);
});

it('is not served on the API port, and only /metrics answers on its own', async () => {
  const onApi = await api.get('/metrics');
  expect(onApi.status).toBe(404);
  expect(JSON.stringify(onApi.body)).not.toContain('http_request_duration_seconds');
  expect((await fetch(`${metricsUrl}/api/health`)).status).toBe(404);
  expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
});

it('is off without METRICS_PORT', async () => {
  let url: string | undefined = 'unset';
  const other = await api.spawn({ METRICS_PORT: '' }, (app) => (url = app.metricsUrl));
  try {
    expect(url).toBeUndefined();
  } finally {
    await other.close();
  }
});

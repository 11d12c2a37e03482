// Load shedding (server/http/loadShedding.ts): with a tiny MAX_EVENT_LOOP_DELAY, a blocked event
// loop gets the next requests 503 with Retry-After in the API's envelope, liveness still answers,
// and calls are served again once the loop runs freely.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/errors';
import { startTestApi, type Reply, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  // Milliseconds of mean delay per second of samples: one long block lifts the mean past it.
  api = await startTestApi({ overrides: { MAX_EVENT_LOOP_DELAY: '2' } });
});
afterAll(async () => api?.close());

/** Blocks this process's event loop, which is the app's, as a runaway computation would. */
const block = (ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until;);
};

it('answers 503 with Retry-After while the event loop lags, keeps liveness exempt, and serves again once it runs freely', async () => {
  let replies: Reply[] = [];
  // The lag is measured once a second: a block that falls just before a measurement shows in the next one.
  for (let attempt = 0; attempt < 3 && replies[0]?.status !== 503; attempt++) {
    block(1_500);
    replies = await Promise.all([
      api.get('/api/health/ready'),
      api.raw('/api/health/ready', { headers: { 'accept-language': 'hi' } }),
      api.get('/api/health/live'),
    ]);
  }
  const [english, hindi, live] = replies;
  expect(english.status).toBe(503);
  expect(english.headers.get('retry-after')).toBe('5');
  expect(english.body).toEqual({ status: 503, message: MESSAGES.busy });
  expect(hindi.status).toBe(503);
  expect(hindi.body.message).toBe('सर्वर अभी व्यस्त है। कृपया कुछ सेकंड बाद फिर से प्रयास करें।');
  expect(live.status).toBe(200);

  await expect.poll(async () => (await api.get('/api/health/ready')).status, { timeout: 10_000, interval: 200 }).toBe(200);
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fail } from '../handlers';
import { server } from '../server';
import { signIn } from '../session';
import { MAX_ASKED_WAIT_MS, runLiveConnection, type LiveMessage } from '../../../src/live/liveConnection';
import { LIVE_PATH } from '../../../schema/live';
import { liveApi } from './liveApi';

const controllers: AbortController[] = [];
afterEach(() => {
  controllers.splice(0).forEach((c) => c.abort());
  vi.useRealTimers();
});

const start = (retryDelay = vi.fn((_attempt: number) => 5)) => {
  const controller = new AbortController();
  controllers.push(controller);
  const messages: LiveMessage[] = [];
  const onRefused = vi.fn();
  const done = runLiveConnection({ onMessage: (m) => messages.push(m), signal: controller.signal, retryDelay, onRefused });
  return { controller, messages, onRefused, retryDelay, done };
};

describe('the live connection', () => {
  it('sends the token, passes changes and resets on, and reconnects with the last id seen', async () => {
    const live = liveApi();
    server.use(live.handler);
    const token = signIn();
    const { messages, retryDelay } = start();
    await live.connected();
    expect(live.connections[0]).toMatchObject({ lastEventId: null, authorization: token });

    live.change({ subject: 'product', record_id: 'p-1', action: 'update' });
    live.change({ subject: 'order', record_id: 'o-1' });
    live.reset();
    await vi.waitFor(() => expect(messages).toHaveLength(3));
    expect(messages[0]).toMatchObject({
      type: 'change',
      change: { subject: 'product', record_id: 'p-1', action: 'update', by: 'Ravi Kumar' },
    });
    expect(messages[2]).toEqual({ type: 'reset' });

    live.drop();
    await live.connected(2);
    expect(live.connections[1].lastEventId).toBe('2');
    // Events had come: the stream worked, so the wait starts again from the shortest.
    expect(retryDelay).toHaveBeenLastCalledWith(0);
  });

  it('resumes from where a new stream started when it drops before any change, so the changes made meanwhile are replayed', async () => {
    const live = liveApi();
    server.use(live.handler);
    signIn();
    const { messages, retryDelay } = start();
    await live.connected();
    // What the server sends a new listener: the retry hint, then where it stands.
    live.connections[0].send('retry: 3000\n\nid: 4821\nevent: start\ndata: {}\n\n: keep-alive\n\n');
    live.drop();
    await live.connected(2);
    expect(live.connections[1].lastEventId).toBe('4821');
    expect(messages).toEqual([]);
    // A stream that drops after its start alone is no working stream: the next wait is longer.
    live.connections[1].send('id: 4821\nevent: start\ndata: {}\n\n');
    live.drop();
    await live.connected(3);
    expect(retryDelay.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1]);
  });

  it('waits longer after each failure in a row', async () => {
    let calls = 0;
    server.use(
      http.post(LIVE_PATH, () => {
        calls += 1;
        return fail(503, 'Unavailable');
      }),
    );
    signIn();
    const { retryDelay } = start();
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3));
    expect(retryDelay.mock.calls.slice(0, 3)).toEqual([[0], [1], [2]]);
  });

  // Fake time: the gap between two calls is the wait the client chose, whatever the test's own polling adds.
  const callTimes = (reply: (call: number) => Response) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-12-01T10:00:00Z') });
    const times: number[] = [];
    server.use(
      http.post(LIVE_PATH, () => {
        times.push(Date.now());
        return reply(times.length);
      }),
    );
    signIn();
    return times;
  };
  const refuse = (status: number, retryAfter?: string) =>
    HttpResponse.json({ status, message: 'Refused' }, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });

  const openStream = () => new HttpResponse(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } });

  const AT_TEN_TWENTY = Date.parse('2026-12-01T10:00:20Z');
  it.each([
    { status: 429, retryAfter: '30', comesBack: (refused: number) => refused + 30_000 },
    { status: 503, retryAfter: '5', comesBack: (refused: number) => refused + 5_000 },
    { status: 429, retryAfter: new Date(AT_TEN_TWENTY).toUTCString(), comesBack: () => AT_TEN_TWENTY },
    // A proxy's hour is cut short: the screens would go that long without live updates.
    { status: 503, retryAfter: '3600', comesBack: (refused: number) => refused + MAX_ASKED_WAIT_MS },
  ])(
    'waits as long as a $status asks with Retry-After: $retryAfter before trying again, five minutes at most',
    async ({ status, retryAfter, comesBack }) => {
      // Refused once, then a stream that stays open: one call back is all there is to time.
      const times = callTimes((call) => (call === 1 ? refuse(status, retryAfter) : openStream()));
      // Its own backoff would come back after 5 ms.
      const { retryDelay } = start();
      await vi.waitFor(() => expect(times).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(MAX_ASKED_WAIT_MS);
      await vi.waitFor(() => expect(times).toHaveLength(2));
      expect(times[1]).toBeGreaterThanOrEqual(comesBack(times[0]));
      expect(times[1]).toBeLessThan(comesBack(times[0]) + 1000);
      expect(retryDelay).toHaveBeenCalledWith(0);
    },
  );

  it('keeps its own backoff when it is longer than the Retry-After, and on failures that ask no wait', async () => {
    // A 500 is no "come back later": a Retry-After on it is not followed.
    const times = callTimes((call) => (call === 1 ? refuse(503, '5') : refuse(500, '60')));
    start(vi.fn((_attempt: number) => 8_000));
    await vi.waitFor(() => expect(times).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(8_000);
    await vi.waitFor(() => expect(times).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(8_000);
    await vi.waitFor(() => expect(times).toHaveLength(3));
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(8_000);
    expect(times[1] - times[0]).toBeLessThan(9_000);
    expect(times[2] - times[1]).toBeLessThan(9_000);
  });

  it('stops on a 401 and says so, and when it is closed', async () => {
    server.use(http.post(LIVE_PATH, () => fail(401, 'Unauthenticated.')));
    signIn();
    const refused = start();
    await refused.done;
    expect(refused.onRefused).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));

    const live = liveApi();
    server.use(live.handler);
    const closed = start();
    await live.connected();
    live.reset();
    await vi.waitFor(() => expect(closed.messages).toHaveLength(1));
    closed.controller.abort();
    await closed.done;
    expect(live.connections).toHaveLength(1);
  });

  it('does not connect without a session', async () => {
    const live = liveApi();
    server.use(live.handler);
    await start().done;
    expect(live.connections).toHaveLength(0);
  });
});

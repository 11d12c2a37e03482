import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { fail } from '../handlers';
import { server } from '../server';
import { signIn } from '../session';
import { runLiveConnection, type LiveMessage } from '../../../src/live/liveConnection';
import { LIVE_PATH } from '../../../schema/live';
import { liveApi } from './liveApi';

const controllers: AbortController[] = [];
afterEach(() => controllers.splice(0).forEach((c) => c.abort()));

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

// Work after a reply (server/http/afterReply.ts), on a bare Fastify app: it starts only once the
// reply has left, a failure is logged rather than lost, and closing the app waits for it.
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterReply } from '../../server/http/afterReply';

const logger = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

/** An app whose one route answers `done` and leaves `job` for after its reply. */
async function appWith(job: (sent: boolean) => Promise<void>) {
  const log = logger();
  const afterReply = new AfterReply(log);
  const app = Fastify();
  app.addHook('onClose', () => afterReply.close());
  app.get('/', async (_request, reply) => {
    afterReply.add(reply, 'test job', () => job(reply.raw.writableFinished));
    return 'done';
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, log };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('work after a reply', () => {
  it('starts once the reply has been sent', async () => {
    let started: boolean | undefined;
    const { app, url } = await appWith(async (sent) => void (started = sent));
    close = () => app.close();
    expect(await (await fetch(url)).text()).toBe('done');
    await vi.waitFor(() => expect(started).toBe(true));
  });

  it('logs a failure, which the reply never shows', async () => {
    const { app, url, log } = await appWith(async () => {
      throw new Error('the mail server refused');
    });
    close = () => app.close();
    const reply = await fetch(url);
    expect([reply.status, await reply.text()]).toEqual([200, 'done']);
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledOnce());
    const [fields, message] = log.error.mock.calls[0];
    expect(fields).toMatchObject({ job: 'test job', err: expect.objectContaining({ message: 'the mail server refused' }) });
    expect(message).toBe('test job failed after its reply');
  });

  it('is waited for when the app closes', async () => {
    let finished = false;
    const { app, url } = await appWith(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await (await fetch(url)).text();
    await app.close();
    expect(finished).toBe(true);
  });
});

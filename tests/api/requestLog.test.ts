// The API's request log (server/http/logging.ts): a mailed reset link opens with its token in the
// query string, and a line that kept it would let anyone who reads the logs set that password.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/http/logging';

async function logOf(url: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  app.get('/admin/reset-password', async () => 'page');
  await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer secret-session' } });
  await app.close();
  return lines.map((line) => JSON.parse(line) as { msg: string; req?: Record<string, unknown> });
}

describe('request log', () => {
  it('logs the path a request asked for, without its query string', async () => {
    const log = await logOf('/admin/reset-password?token=reset-token-1234');
    const incoming = log.find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/admin/reset-password' });
    expect(JSON.stringify(log)).not.toContain('reset-token-1234');
  });

  it('never logs the session token', async () => {
    const log = await logOf('/admin/reset-password');
    expect(JSON.stringify(log)).not.toContain('secret-session');
  });
});

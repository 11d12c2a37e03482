import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../fixtures/outbox';
import { ADMIN, startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;
let staffId: string;
let vendor: string;

beforeAll(async () => {
  api = await startTestApi();
  const staff = await api.createUser({ email: 'mailer@test.local', role: 'Admin', account_type: 'Admin' });
  staffId = staff.id;
  admin = await api.login(staff.email!, staff.password);
  const v = await api.createUser({ email: 'v@test.local', role: 'Vendor' });
  vendor = await api.login(v.email!, v.password);
});
afterAll(async () => api?.close());

const mailEntries = () =>
  api.database.db.selectFrom('audit_log').selectAll().where('resource', '=', 'mail').orderBy('at').orderBy('id').execute();

it('sends a mail to the outbox, with the message escaped in its HTML', async () => {
  const reply = await api.post(
    '/api/send_email',
    { email: 'farmer@test.local', subject: 'Mandi news', message: 'Prices <b>up</b>\n\nSee you' },
    admin,
  );
  expect(reply.body).toEqual({ status: 200, message: 'Mail sent successfully.', data: null });
  const mail = readOutbox(api.settings.outboxDir).at(-1)!;
  expect(mail).toContain('To: farmer@test.local');
  expect(mail).toContain('Subject: Mandi news');
  expect(mail).toContain('&lt;b&gt;up&lt;/b&gt;');
});

it('previews a mail without sending it', async () => {
  const before = readOutbox(api.settings.outboxDir).length;
  const reply = await api.post('/api/mail_preview', { subject: 'Hi', message: 'Line one\nLine two' }, admin);
  expect(reply.body.data).toMatchObject({ subject: 'Hi', text: 'Line one\nLine two' });
  expect(reply.body.data.html).toContain('<p>Line one<br>Line two</p>');
  expect(readOutbox(api.settings.outboxDir).length).toBe(before);
});

it('checks its fields and who may call it', async () => {
  expect((await api.post('/api/send_email', { email: 'bad', subject: '', message: '' }, admin)).body.errors).toEqual({
    email: ['E-mail must be valid'],
    subject: ['The subject field is required.'],
    message: ['The message field is required.'],
  });
  expect((await api.post('/api/send_email', { email: 'a@b.co', subject: 's', message: 'm' }, vendor)).status).toBe(403);
  expect((await api.post('/api/send_email', { email: 'a@b.co', subject: 's', message: 'm' })).status).toBe(401);
  expect((await api.post('/api/mail_preview', { subject: 's', message: 'm' })).status).toBe(401);
  expect((await api.post('/api/mail_preview', { subject: 's', message: 'm' }, vendor)).status).toBe(403);
  expect((await api.post('/api/mail_preview', { subject: '', message: '' }, admin)).body.errors).toEqual({
    subject: ['The subject field is required.'],
    message: ['The message field is required.'],
  });
  expect((await api.post('/api/mail_preview', ['s', 'm'], admin)).status).toBe(422);
  for (const path of ['/api/send_email', '/api/mail_preview']) {
    const long = await api.post(path, { email: 'a@b.co', subject: 's'.repeat(201), message: 'm'.repeat(20_001) }, admin);
    expect(long.body.errors, path).toEqual({
      subject: ['The subject may not be greater than 200 characters.'],
      message: ['The message may not be greater than 20000 characters.'],
    });
  }
});

describe('the audit log', () => {
  it('records each mail sent: who sent it, to whom, and what', async () => {
    const before = (await mailEntries()).length;
    expect(
      (await api.post('/api/send_email', { email: 'ravi@test.local', subject: 'Your order', message: 'Shipped today.\nThanks' }, admin))
        .status,
    ).toBe(200);
    const entries = await mailEntries();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      actor_id: staffId,
      resource: 'mail',
      action: 'create',
      before: null,
      after: { to: 'ravi@test.local', subject: 'Your order', message: 'Shipped today.\nThanks' },
    });
    expect(entries.at(-1)!.record_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records nothing for a mail it refused or did not send', async () => {
    const before = (await mailEntries()).length;
    await api.post('/api/send_email', { email: 'bad', subject: 's', message: 'm' }, admin);
    await api.post('/api/send_email', { email: 'a@b.co', subject: 's', message: 'm' }, vendor);
    expect(await mailEntries()).toHaveLength(before);
  });

  it('lists mail in the audit screen under its own resource', async () => {
    const superAdmin = await api.login();
    const reply = await api.post('/api/audit-list', { resource: 'mail' }, superAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.data.data.length).toBeGreaterThan(0);
    expect(reply.body.data.data.every((e: { resource: string }) => e.resource === 'mail')).toBe(true);
  });
});

describe('the limit per sender (MAIL_MAX_PER_HOUR)', () => {
  it('refuses a sender past the limit with 429 and Retry-After, sending and recording nothing; others still send', async () => {
    const strict = await api.spawn({ MAIL_MAX_PER_HOUR: '2' });
    try {
      const sender = await api.createUser({ email: 'busy@test.local', role: 'Admin', account_type: 'Admin' });
      const token = await strict.login(sender.email!, sender.password);
      const send = (t: string) => strict.post('/api/send_email', { email: 'someone@test.local', subject: 'Hi', message: 'Hello' }, t);
      // A refused body is not a mail and does not count.
      expect((await strict.post('/api/send_email', { email: 'bad', subject: 'Hi', message: 'Hello' }, token)).status).toBe(422);
      expect((await send(token)).status).toBe(200);
      expect((await send(token)).status).toBe(200);
      const entries = (await mailEntries()).length;
      const refused = await send(token);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts\. Try again in \d+ (seconds|minutes)\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(readOutbox(strict.settings.outboxDir)).toHaveLength(2);
      expect(await mailEntries()).toHaveLength(entries);
      // The limit is the sender's, not the server's.
      expect((await send(await strict.login(api.settings.ADMIN_EMAIL, ADMIN.password))).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('is a setting of at least 1, 50 by default', async () => {
    expect(api.settings.MAIL_MAX_PER_HOUR).toBe(50);
    const { loadSettings, SettingsError } = await import('../../server/config/settings');
    expect(() => loadSettings({ MAIL_MAX_PER_HOUR: '0' })).toThrow(SettingsError);
  });
});

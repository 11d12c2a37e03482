import { afterAll, beforeAll, expect, it } from 'vitest';
import { readOutbox } from '../fixtures/outbox';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;
let vendor: string;

beforeAll(async () => {
  api = await startTestApi();
  const staff = await api.createUser({ email: 'mailer@test.local', role: 'Admin', account_type: 'Admin' });
  admin = await api.login(staff.email!, staff.password);
  const v = await api.createUser({ email: 'v@test.local', role: 'Vendor' });
  vendor = await api.login(v.email!, v.password);
});
afterAll(async () => api?.close());

it('sends a mail to the outbox, with the message escaped in its HTML', async () => {
  const reply = await api.post('/api/send_email', { email: 'farmer@test.local', subject: 'Mandi news', message: 'Prices <b>up</b>\n\nSee you' }, admin);
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
  expect((await api.post('/api/mail_preview', { subject: 's', message: 'm' })).status).toBe(401);
});

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { multiLineText, oneLineText } from '../../../schema/text';
import { ok } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import type { Mailer } from '../../mail/mailer';

const content = {
  subject: oneLineText(z.string({ error: 'The subject field is required.' }).trim().min(1, 'The subject field is required.').max(200, 'The subject may not be greater than 200 characters.')),
  message: multiLineText(z.string({ error: 'The message field is required.' }).trim().min(1, 'The message field is required.').max(20_000, 'The message may not be greater than 20000 characters.')),
};
const sendBody = z.object({ email: z.email('E-mail must be valid'), ...content });
const previewBody = z.object(content);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail as recipients see it: the message is text, never markup a sender could inject. */
function render(subject: string, message: string) {
  const paragraphs = message.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  return { subject, text: message, html: `<!doctype html><html><body><h1>${escapeHtml(subject)}</h1>${paragraphs.join('')}</body></html>` };
}

export function mailRoutes(mailer: Mailer) {
  return async function register(app: FastifyInstance) {
    app.post('/api/send_email', { config: { access: { permission: 'mail_create' }, doc: { tag: 'Mail', summary: 'Sends a message to one address.', body: sendBody } } }, async (request) => {
      const { email, subject, message } = parseBody(sendBody, request.body);
      const mail = render(subject, message);
      await mailer.send({ to: email, subject: mail.subject, text: mail.text, html: mail.html });
      return ok('Mail sent successfully.');
    });

    app.post('/api/mail_preview', { config: { access: { permission: 'mail_view' }, doc: { tag: 'Mail', summary: 'The text and HTML a message would be sent as; sends nothing.', body: previewBody } } }, async (request) => {
      const { subject, message } = parseBody(previewBody, request.body);
      return ok('Mail preview generated.', render(subject, message));
    });
  };
}

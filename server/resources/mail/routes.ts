import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MAIL_REPLIES, mailPreviewBody, mailSendBody } from '../../../schema/mail';
import { recordDone } from '../../audit/record';
import { limitAttempts } from '../../auth/attempts';
import { callerOf } from '../../auth/plugin';
import type { Settings } from '../../config/settings';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import type { Mailer } from '../../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail as recipients see it: the message is text, never markup a sender could inject. */
function render(subject: string, message: string) {
  const paragraphs = message.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  return { subject, text: message, html: `<!doctype html><html><body><h1>${escapeHtml(subject)}</h1>${paragraphs.join('')}</body></html>` };
}

const HOUR = 3600;

export function mailRoutes(db: Kysely<DB>, mailer: Mailer, settings: Pick<Settings, 'MAIL_MAX_PER_HOUR'>) {
  return async function register(app: FastifyInstance) {
    app.post(
      '/api/send_email',
      {
        config: {
          access: { permission: 'mail_create' },
          doc: {
            tag: 'Mail',
            summary: `Sends a message to one address; at most MAIL_MAX_PER_HOUR (${settings.MAIL_MAX_PER_HOUR}) an hour per sender (429 past it).`,
            body: mailSendBody,
          },
        },
      },
      async (request) => {
        const { email, subject, message } = parseBody(mailSendBody, request.body);
        // Counted before sending, so a send that fails still counts: the limit protects the mail
        // server's standing from a stolen or careless staff token, whatever the outcome.
        await limitAttempts(db, [{ key: `mail:${callerOf(request).userId}`, max: settings.MAIL_MAX_PER_HOUR }], HOUR);
        const mail = render(subject, message);
        await mailer.send({ to: email, subject: mail.subject, text: mail.text, html: mail.html });
        // After the send, not around it: a transaction held open while SMTP answers would hold
        // PGlite's one connection; and a send that fails must not be logged as sent.
        await recordDone(db, request, 'mail', 'create', { to: email, subject, message });
        return ok(MAIL_REPLIES.sent);
      },
    );

    app.post(
      '/api/mail_preview',
      {
        config: {
          access: { permission: 'mail_view' },
          doc: { tag: 'Mail', summary: 'The text and HTML a message would be sent as; sends nothing.', body: mailPreviewBody },
        },
      },
      async (request) => {
        const { subject, message } = parseBody(mailPreviewBody, request.body);
        return ok(MAIL_REPLIES.preview, render(subject, message));
      },
    );
  };
}

import { z } from 'zod';
import { multiLineText, oneLineText } from './text';

// A message staff send to one address, and its preview: the subject is one line, the message
// text (never markup) that may run over several.

const required = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

const content = {
  subject: oneLineText(required('subject', 200)),
  message: multiLineText(required('message', 20_000)),
};

export const mailPreviewBody = z.object(content);
export const mailSendBody = z.object({ email: z.email('E-mail must be valid'), ...content });

export const MAIL_REPLIES = {
  sent: 'Mail sent successfully.',
  preview: 'Mail preview generated.',
} as const;

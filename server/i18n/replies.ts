import type { FastifyInstance } from 'fastify';
import { toHindi, type MessageLocale } from '../../schema/i18n/translate';
import { messageLocale } from './locale';

/** Told every message the Hindi table lacks, whatever the request asked (the API tests use it). */
export type UntranslatedListener = (message: string) => void;

interface Envelope {
  status: number;
  message: string;
  errors?: Record<string, unknown>;
  data?: unknown;
}

const isEnvelope = (payload: unknown): payload is Envelope =>
  !!payload &&
  typeof payload === 'object' &&
  typeof (payload as Envelope).status === 'number' &&
  typeof (payload as Envelope).message === 'string';

/** The bulk calls' refusals carry a reason each (server/http/bulk.ts). */
const refusalsOf = (data: unknown): { reason: string }[] | undefined => {
  const refused = (data as { refused?: unknown } | null)?.refused;
  return Array.isArray(refused) ? refused : undefined;
};

function translated(envelope: Envelope, locale: MessageLocale, onUntranslated?: UntranslatedListener): Envelope {
  if (locale === 'en' && !onUntranslated) return envelope;
  const say = (message: string): string => {
    const hindi = toHindi(message);
    if (hindi === undefined) onUntranslated?.(message);
    return locale === 'hi' ? (hindi ?? message) : message;
  };
  const out: Envelope = { ...envelope, message: say(envelope.message) };
  if (envelope.errors) {
    out.errors = Object.fromEntries(
      Object.entries(envelope.errors).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.map((m) => say(String(m))) : messages,
      ]),
    );
  }
  const refused = refusalsOf(envelope.data);
  if (refused) out.data = { ...(envelope.data as object), refused: refused.map((r) => ({ ...r, reason: say(r.reason) })) };
  return out;
}

/**
 * Every JSON reply (success, refusal, 404) in the language the request asks for; call sites keep
 * writing English. Replies differ by Accept-Language, so they say so to caches.
 */
export function registerMessageTranslation(app: FastifyInstance, onUntranslated?: UntranslatedListener): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isEnvelope(payload)) return payload;
    reply.header('vary', 'Accept-Language');
    return translated(payload, messageLocale(request.headers['accept-language']), onUntranslated);
  });
}

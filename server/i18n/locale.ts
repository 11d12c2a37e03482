import type { MessageLocale } from '../../schema/i18n/translate';

const SUPPORTED: readonly MessageLocale[] = ['en', 'hi'];

/**
 * The reply language an Accept-Language header asks for: the supported language with the highest
 * q (the first of equals wins), English when none is supported. Two languages do not need a
 * negotiation library; the header's grammar (RFC 9110 12.5.4) is what is read here.
 */
export function messageLocale(header: string | undefined): MessageLocale {
  let best: MessageLocale = 'en';
  let bestQ = 0;
  for (const part of (header ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const language = tag.split('-')[0] as MessageLocale;
    if (!SUPPORTED.includes(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > bestQ) {
      best = language;
      bestQ = q;
    }
  }
  return best;
}

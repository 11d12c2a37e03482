import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import englishMessages from 'ra-language-english';
import { en, raOverrides } from './en';

const ra = englishMessages.ra;

export const messages = {
  ...englishMessages,
  ra: {
    ...ra,
    message: { ...ra.message, ...raOverrides.message },
    notification: { ...ra.notification, ...raOverrides.notification },
    auth: { ...ra.auth, ...raOverrides.auth },
  },
  ...en,
};

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
];

// The server's texts (schema/i18n), which the forms' own rules share, in Hindi; set with the chunk.
let serverTextsInHindi: ((message: string) => string | undefined) | undefined;

// Hindi arrives in a chunk of its own, only for those who choose it.
const loadMessages = (locale: string) =>
  locale === 'hi'
    ? import('./hi').then(({ hindiMessages, toHindi }) => {
        serverTextsInHindi = toHindi;
        return hindiMessages;
      })
    : messages;

// allowMissing: server messages reach notify() as they are and must print without a warning.
const polyglot = polyglotI18nProvider(loadMessages, 'en', LOCALES, { allowMissing: true });

/** Our texts in English whatever the app's language: a Hindi screen is often searched in English words too. */
export const translateInEnglish = polyglotI18nProvider(() => messages, 'en', LOCALES, { allowMissing: true }).translate;

/**
 * A text that is no key of ours (a form rule's message, a server reply) is looked up in the
 * server's table, so "Value is required" reads in Hindi under a Hindi form.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    const text = polyglot.translate(key, options);
    if (polyglot.getLocale() !== 'hi' || !serverTextsInHindi || text !== (options?._ ?? key)) return text;
    return serverTextsInHindi(text) ?? text;
  },
};

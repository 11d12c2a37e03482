import polyglotI18nProvider from 'ra-i18n-polyglot';
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

// Hindi arrives in a chunk of its own, only for those who choose it.
const loadMessages = (locale: string) =>
  locale === 'hi' ? import('./hi').then(({ hindiMessages }) => hindiMessages) : messages;

// allowMissing: server messages reach notify() as they are and must print without a warning.
export const i18nProvider = polyglotI18nProvider(loadMessages, 'en', LOCALES, { allowMissing: true });

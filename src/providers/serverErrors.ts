// Turning a failed call into what the screen shows: the server's message, and for a 422 the
// message of each field beside its input.
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { StaleChange } from '../../schema/version';
import { i18nProvider } from '../i18n/i18nProvider';
import { NETWORK_ERROR } from './httpClient';

const OWN_KEY = /^(ra|app|resources)\.[\w.]+$/;

interface FailedCall {
  message?: unknown;
  status?: number;
  body?: { errors?: Record<string, unknown> } | null;
}

/**
 * What the screen says of a failed call, in the chosen language: the API's reply (an HttpError's
 * message), read through the client's table so that a text the server wrote in English (a
 * stored import row's error, a message from before the language changed) reads in Hindi too;
 * the client's own refusals, which carry an i18n key. Anything else is English from the browser
 * or httpClient (a lost connection, a reply without a message, a thrown TypeError), which would
 * stand out in a Hindi sentence: it gives way to `fallback`, else a generic text.
 */
export const messageOf = (error: unknown, fallback?: string): string => {
  const { message, status } = (error ?? {}) as FailedCall;
  const fromApi = typeof status === 'number' && message !== NETWORK_ERROR;
  const readable = typeof message === 'string' && message !== '' && (fromApi || OWN_KEY.test(message));
  return readable ? i18nProvider.translate(message, { _: message }) : (fallback ?? i18nProvider.translate('ra.notification.http_error'));
};

/** { field: message } of a 422 (httpClient keeps the first message of each field). */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const errors = (error as FailedCall | null)?.body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field !== 'root' && typeof message === 'string') fields[field] = message;
  }
  return fields;
};

/** Who changed a record a stale save would have overwritten, and when (a 409 with that data). */
export const staleChangeOf = (error: unknown): StaleChange | undefined => {
  const failed = error as (FailedCall & { body?: { data?: Partial<StaleChange> } }) | null;
  const data = failed?.status === 409 ? failed.body?.data : undefined;
  return typeof data?.changed_at === 'string'
    ? { changed_by: data.changed_by ?? null, changed_at: data.changed_at, changed_by_me: data.changed_by_me === true }
    : undefined;
};

/**
 * Puts a failure on the form: each field's message beside its input (a field the form does not
 * show lands on `fieldAliases[field]` when given), and the message as root.serverError, which
 * react-admin's form shows as the error notification once the submit ends.
 */
export const setServerErrors = (
  error: unknown,
  setError: UseFormSetError<FieldValues>,
  fieldAliases: Record<string, string> = {},
  fallback?: string,
) => {
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    setError(fieldAliases[field] ?? field, { type: 'server', message });
  }
  setError('root.serverError', { type: 'server', message: messageOf(error, fallback) });
};

// What a failed call says on screen, in the chosen language: the API's reply, read through the
// server's table; the browser's or httpClient's own English gives way to the caller's text, else a
// generic one.
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { NETWORK_ERROR } from '../../src/providers/httpClient';
import { messageOf } from '../../src/providers/serverErrors';

describe('messageOf', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it("keeps the API's reply", () => {
    expect(messageOf(new HttpError('The export is busy.', 503, { message: 'The export is busy.' }))).toBe('The export is busy.');
  });

  it('reads an English reply in Hindi when Hindi is chosen, and keeps one the table does not know', async () => {
    await i18nProvider.changeLocale('hi');
    expect(messageOf(new HttpError('Not Found.', 404))).toBe('नहीं मिला।');
    expect(messageOf(new HttpError('नहीं मिला।', 404))).toBe('नहीं मिला।');
    expect(messageOf(new HttpError('Row 3: 50%{x} off', 422))).toBe('Row 3: 50%{x} off');
  });

  it("puts a generic text, or the caller's, for a network failure or a thrown error", async () => {
    expect(messageOf(new HttpError(NETWORK_ERROR, 0))).toBe('Something went wrong!');
    expect(messageOf(new TypeError('Failed to fetch'))).toBe('Something went wrong!');
    expect(messageOf(new TypeError('Failed to fetch'), 'Registration failed')).toBe('Registration failed');
    await i18nProvider.changeLocale('hi');
    expect(messageOf(new TypeError('Failed to fetch'))).toBe('कुछ गलत हो गया!');
  });

  it("says the client's own refusals, which carry an i18n key, in the chosen language", async () => {
    expect(messageOf(new Error('ra.notification.item_doesnt_exist'))).toBe('Element does not exist');
    await i18nProvider.changeLocale('hi');
    expect(messageOf(new Error('ra.notification.item_doesnt_exist'), 'Registration failed')).toBe('आइटम मौजूद नहीं है');
  });
});

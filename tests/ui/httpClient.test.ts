import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { LIVE_TAB_HEADER } from '../../schema/live';
import { createApiCall, flattenFieldErrors, retryAfterMs, type FetchFunction } from '../../src/providers/httpClient';

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('apiCall', () => {
  it('POSTs JSON with the stored token and returns the envelope', async () => {
    localStorage.setItem('access_token', 'Bearer abc');
    const fetchFn = vi.fn<FetchFunction>(() => reply(200, { status: 200, message: 'OK', data: { a: 1 } }));
    const result = await createApiCall(fetchFn)('/api/thing', { x: 1 });
    expect(result).toEqual({ status: 200, message: 'OK', data: { a: 1 } });
    const [path, init] = fetchFn.mock.calls[0];
    expect(path).toBe('/api/thing');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"x":1}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
  });

  it("asks for replies in the page's language", async () => {
    const fetchFn = vi.fn<FetchFunction>(() => reply(200, { status: 200, message: 'OK', data: null }));
    document.documentElement.lang = 'hi';
    await createApiCall(fetchFn)('/api/thing');
    document.documentElement.lang = '';
    await createApiCall(fetchFn)('/api/thing');
    expect(fetchFn.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Accept-Language'])).toEqual(['hi', 'en']);
  });

  it('names its tab with every call, the same id each time, so live updates tell this tab from the others', async () => {
    const fetchFn = vi.fn<FetchFunction>(() => reply(200, { status: 200, message: 'OK', data: null }));
    await createApiCall(fetchFn)('/api/thing');
    await createApiCall(fetchFn)('/api/other');
    const tabs = fetchFn.mock.calls.map(([, init]) => (init.headers as Record<string, string>)[LIVE_TAB_HEADER]);
    expect(tabs[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tabs[1]).toBe(tabs[0]);
  });

  it('sends a FormData as it is, letting the browser set the content type', async () => {
    const fetchFn = vi.fn<FetchFunction>(() => reply(200, { status: 200, message: 'OK', data: null }));
    const form = new FormData();
    form.append('name', 'Seeds');
    await createApiCall(fetchFn)('/api/category-create', form);
    const [, init] = fetchFn.mock.calls[0];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns a 422 into an HttpError whose body.errors has one message per field', async () => {
    const fetchFn: FetchFunction = () =>
      reply(422, { status: 422, message: 'Name is required', errors: { name: ['Name is required', 'x'] } });
    const error = await createApiCall(fetchFn)('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Name is required',
      body: { errors: { name: 'Name is required', root: { serverError: 'Name is required' } } },
    });
  });

  it('turns a network failure into "Something went wrong!" with status 0', async () => {
    const fetchFn: FetchFunction = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(createApiCall(fetchFn)('/api/x')).rejects.toMatchObject({
      message: 'Something went wrong!',
      status: 0,
    });
  });

  it('uses "Something went wrong!" when an error reply has no message', async () => {
    const fetchFn: FetchFunction = () => Promise.resolve(new Response('<html>', { status: 502 }));
    await expect(createApiCall(fetchFn)('/api/x')).rejects.toMatchObject({
      message: 'Something went wrong!',
      status: 502,
    });
  });
});

describe('flattenFieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(flattenFieldErrors({ a: ['one', 'two'], b: 'three' })).toEqual({ a: 'one', b: 'three' });
    expect(flattenFieldErrors(undefined)).toEqual({});
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or a date as the wait from now, and nothing from what is neither', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(retryAfterMs(' 30 ', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 01 Dec 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Tue, 01 Dec 2026 09:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

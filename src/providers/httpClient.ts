import { HttpError } from 'react-admin';
import { LIVE_TAB_HEADER } from '../../schema/live';
import { getToken } from './storage';
import { TAB_ID } from './tab';

/** Every reply of the API (docs/api.md "Envelope"). */
export interface ApiEnvelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

export interface ApiOptions {
  /** POST by default; the dashboard calls are GETs. */
  method?: 'GET' | 'POST';
}

export type ApiCall = <T = unknown>(path: string, body?: unknown, options?: ApiOptions) => Promise<ApiEnvelope<T>>;

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export const NETWORK_ERROR = 'Something went wrong!';

/** The server's `{field: [messages]}` as react-admin's `{field: message}` (first message each). */
export const flattenFieldErrors = (errors: unknown): Record<string, string> => {
  if (!errors || typeof errors !== 'object') return {};
  const flat: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first != null) flat[field] = String(first);
  }
  return flat;
};

export const readJson = async (response: Response): Promise<Record<string, unknown> | null> => {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export const toHttpError = (status: number, json: Record<string, unknown> | null): HttpError => {
  const message = typeof json?.message === 'string' && json.message ? json.message : NETWORK_ERROR;
  // A 422, or a refusal that names its fields (a 409 for an e-mail already taken): react-admin puts
  // body.errors on the inputs; root.serverError becomes the snackbar text.
  if (status === 422 || json?.errors) {
    const errors = { ...flattenFieldErrors(json?.errors), root: { serverError: message } };
    return new HttpError(message, status, { ...json, errors });
  }
  return new HttpError(message, status, json);
};

/**
 * The token, the page's language and the tab on every call; the language is <html lang>, which
 * useDocumentLanguage keeps on the chosen locale, so the server answers in it. The tab tells the
 * live updates which tab made a change (schema/live.ts).
 */
export const commonHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = { 'Accept-Language': document.documentElement.lang || 'en', [LIVE_TAB_HEADER]: TAB_ID };
  const token = getToken();
  if (token) headers.Authorization = token;
  return headers;
};

/** Builds apiCall around a fetch function, so tests can inject their own. */
export const createApiCall = (fetchFn: FetchFunction = (input, init) => fetch(input, init)): ApiCall =>
  async function apiCall<T>(path: string, body?: unknown, options: ApiOptions = {}) {
    const method = options.method ?? 'POST';
    const headers: Record<string, string> = { Accept: 'application/json', ...commonHeaders() };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body; // the browser sets the multipart boundary itself
    } else if (method === 'POST') {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body ?? {});
    }

    let response: Response;
    try {
      response = await fetchFn(path, { method, headers, body: payload });
    } catch {
      throw new HttpError(NETWORK_ERROR, 0);
    }
    const json = await readJson(response);
    if (!response.ok) throw toHttpError(response.status, json);
    if (!json) throw new HttpError(NETWORK_ERROR, response.status);
    return json as unknown as ApiEnvelope<T>;
  };

export const apiCall: ApiCall = createApiCall();

/** A file the API sent (an export): its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export type DownloadCall = (path: string, body: unknown) => Promise<DownloadedFile>;

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** What a streamed call adds to its request: headers of its own (Last-Event-ID) and a way to stop it. */
export interface StreamRequest {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A refusal, with how long its Retry-After asked to wait (ms) when it gave one. */
export type Refusal = HttpError & { retryAfterMs?: number };

/** Retry-After as ms from now: delay-seconds or an HTTP date (RFC 9110); undefined when absent or unreadable. */
export const retryAfterMs = (header: string | null, now = Date.now()): number | undefined => {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
};

/**
 * POSTs a JSON body for a reply that is not an envelope (a file, a stream): the response once it
 * is a success; a network failure, or a refusal (always JSON), as an HttpError (a Refusal, with
 * its Retry-After, so a caller that tries again can wait as asked).
 */
export async function postForResponse(
  fetchFn: FetchFunction,
  path: string,
  body: unknown,
  accept?: string,
  { headers: extra, signal }: StreamRequest = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    ...(accept && { Accept: accept }),
    'Content-Type': 'application/json',
    ...extra,
    ...commonHeaders(),
  };
  let response: Response;
  try {
    response = await fetchFn(path, { method: 'POST', headers, body: JSON.stringify(body ?? {}), ...(signal && { signal }) });
  } catch {
    throw new HttpError(NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    const refusal: Refusal = toHttpError(response.status, await readJson(response));
    const wait = retryAfterMs(response.headers.get('retry-after'));
    if (wait !== undefined) refusal.retryAfterMs = wait;
    throw refusal;
  }
  return response;
}

/** POSTs a JSON body and reads the reply as a file; refusals are JSON and become HttpErrors. */
export const createDownloadCall = (fetchFn: FetchFunction = (input, init) => fetch(input, init)): DownloadCall =>
  async function download(path, body) {
    const response = await postForResponse(fetchFn, path, body);
    return { blob: await response.blob(), fileName: fileNameOf(response, 'export.csv') };
  };

export const apiDownload: DownloadCall = createDownloadCall();

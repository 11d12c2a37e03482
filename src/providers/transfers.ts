// The two calls that report on themselves while they run: an upload that tells how many bytes
// have gone (fetch cannot), and a reply read line by line as the server writes it (NDJSON).
// Same headers and errors as apiCall (httpClient.ts).
import { HttpError } from 'react-admin';
import { commonHeaders, NETWORK_ERROR, postForResponse, toHttpError, type ApiEnvelope, type FetchFunction } from './httpClient';

/** Sends a multipart body, telling `onProgress` the bytes sent so far; resolves with the reply's envelope. */
export type UploadCall = <T = unknown>(
  path: string,
  form: FormData,
  onProgress: (sent: number, total: number) => void,
) => Promise<ApiEnvelope<T>>;

/** POSTs a JSON body and hands each line of the reply, parsed, to `onLine` as it arrives. */
export type StreamCall = (path: string, body: unknown, onLine: (line: unknown) => void) => Promise<void>;

const parsed = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** An upload through XMLHttpRequest, whose `upload` events count the bytes sent. */
export const createUploadCall = (newRequest: () => XMLHttpRequest = () => new XMLHttpRequest()): UploadCall =>
  function upload<T>(path: string, form: FormData, onProgress: (sent: number, total: number) => void) {
    return new Promise<ApiEnvelope<T>>((resolve, reject) => {
      const request = newRequest();
      request.open('POST', path);
      for (const [name, value] of Object.entries({ Accept: 'application/json', ...commonHeaders() })) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      request.onload = () => {
        const json = parsed(request.responseText);
        if (request.status < 200 || request.status >= 300) reject(toHttpError(request.status, json));
        else if (!json) reject(new HttpError(NETWORK_ERROR, request.status));
        else resolve(json as unknown as ApiEnvelope<T>);
      };
      request.onerror = () => reject(new HttpError(NETWORK_ERROR, 0));
      request.onabort = request.onerror;
      request.send(form);
    });
  };

export const createStreamCall = (fetchFn: FetchFunction = (input, init) => fetch(input, init)): StreamCall =>
  async function stream(path, body, onLine) {
    // A refusal comes before the stream, as an ordinary JSON error.
    const response = await postForResponse(fetchFn, path, body, 'application/x-ndjson');
    if (!response.body) throw new HttpError(NETWORK_ERROR, response.status);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let rest = '';
    const emit = (text: string) => {
      if (!text.trim()) return;
      const line = parsed(text);
      if (!line) throw new HttpError(NETWORK_ERROR, response.status);
      onLine(line);
    };
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const lines = (rest + decoder.decode(value, { stream: true })).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach(emit);
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // The connection dropped part way.
      throw new HttpError(NETWORK_ERROR, 0);
    }
    emit(rest + decoder.decode());
  };

export const apiUpload: UploadCall = createUploadCall();
export const apiStream: StreamCall = createStreamCall();

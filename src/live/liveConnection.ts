import { createParser } from 'eventsource-parser';
import { HttpError } from 'react-admin';
import { LIVE_EVENTS, LIVE_PATH, type LiveChange } from '../../schema/live';
import { NETWORK_ERROR, postForResponse, type FetchFunction, type Refusal } from '../providers/httpClient';
import { getToken } from '../providers/storage';

/** What the stream tells the screens: a record changed, or changes were missed (refresh everything). */
export type LiveMessage = { type: 'change'; change: LiveChange } | { type: 'reset' };

export interface LiveConnectionOptions {
  onMessage: (message: LiveMessage) => void;
  /** Aborting it closes the stream and ends the reconnecting. */
  signal: AbortSignal;
  fetchFn?: FetchFunction;
  /** How long to wait before the nth reconnection in a row (from 0). */
  retryDelay?: (attempt: number) => number;
  /** A refusal a retry would not change (401, 403): the connection ends and says why. */
  onRefused?: (error: HttpError) => void;
}

/** 1, 2, 4 … seconds, at most 30, with a little jitter so tabs do not all come back at once. */
export const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.8 + Math.random() * 0.4);

const isRefusal = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

/** The longest Retry-After heeded: a proxy's hour would leave the screens without live updates that long. */
export const MAX_ASKED_WAIT_MS = 5 * 60_000;

/**
 * The wait a 429 (too many streams open) or 503 (busy, stopping) asked for with Retry-After:
 * coming back sooner is refused again, and a tab past its account's limit would keep asking.
 */
const askedWait = (error: unknown) =>
  error instanceof HttpError && (error.status === 429 || error.status === 503)
    ? Math.min((error as Refusal).retryAfterMs ?? 0, MAX_ASKED_WAIT_MS)
    : 0;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

const toMessage = (event: string, data: string): LiveMessage | undefined => {
  if (event === LIVE_EVENTS.reset) return { type: 'reset' };
  if (event !== LIVE_EVENTS.change) return undefined;
  try {
    return { type: 'change', change: JSON.parse(data) as LiveChange };
  } catch {
    return undefined; // a garbled event is one change missed, not a reason to drop the stream
  }
};

/**
 * Keeps the live-events stream open while signed in: after a failure or the server's close it
 * reconnects with backoff, or after the Retry-After of a 429 or 503 when that is longer, sending
 * the last id seen as Last-Event-ID so no change is missed.
 */
export async function runLiveConnection({
  onMessage,
  signal,
  fetchFn = (input, init) => fetch(input, init),
  retryDelay = backoff,
  onRefused,
}: LiveConnectionOptions) {
  let lastEventId: string | undefined;
  let attempt = 0;
  while (!signal.aborted && getToken()) {
    let atLeast = 0;
    try {
      const headers: Record<string, string> = lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId };
      const response = await postForResponse(fetchFn, LIVE_PATH, {}, 'text/event-stream', { headers, signal });
      if (!response.body) throw new HttpError(NETWORK_ERROR, response.status);
      const parser = createParser({
        onEvent: ({ event, data, id }) => {
          if (id !== undefined) lastEventId = id;
          const message = toMessage(event ?? 'message', data);
          if (!message) return; // the stream's start: a stream that drops after it alone backs off still
          attempt = 0; // changes came: the next drop retries soon
          onMessage(message);
        },
      });
      const reader = response.body.getReader();
      // Closing ends the read at once, whether or not the fetch passes the abort on to its body.
      const cancel = () => void reader.cancel();
      signal.addEventListener('abort', cancel, { once: true });
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(decoder.decode(value, { stream: true }));
        }
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    } catch (error) {
      if (signal.aborted) return;
      if (isRefusal(error)) return onRefused?.(error as HttpError);
      atLeast = askedWait(error);
    }
    if (signal.aborted) return;
    await wait(Math.max(retryDelay(attempt), atLeast), signal);
    attempt += 1;
  }
}

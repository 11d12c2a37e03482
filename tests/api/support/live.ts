import type { Kysely } from 'kysely';
import { LIVE_PATH, LIVE_TAB_HEADER, type LiveChange } from '../../../schema/live';
import type { DB } from '../../../server/db/types';

export interface LiveEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
}

export interface LiveListener {
  status: number;
  contentType: string | null;
  /** Every block received so far, in order (comments left out). */
  events: LiveEvent[];
  /** The `change` events received so far, parsed. */
  changes(): (LiveChange & { id: number })[];
  /** Waits until a received block matches, or fails after `ms`. */
  until(match: (event: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  /** Waits a while and returns the changes heard (for asserting that nothing came). */
  settle(ms?: number): Promise<(LiveChange & { id: number })[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(text: string): LiveEvent | undefined {
  const event: LiveEvent = {};
  let fields = 0;
  for (const line of text.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const at = line.indexOf(':');
    const field = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') {
      event[field] = field === 'data' && event.data !== undefined ? `${event.data}\n${value}` : value;
      fields++;
    }
  }
  return fields ? event : undefined;
}

/** Opens the live stream as a client would: POST with the token, reading blocks as they come. */
export async function openLive(
  url: string,
  token?: string,
  { lastEventId, body, tab }: { lastEventId?: string; body?: unknown; tab?: string } = {},
): Promise<LiveListener> {
  const controller = new AbortController();
  const res = await fetch(url + LIVE_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}),
      ...(tab !== undefined ? { [LIVE_TAB_HEADER]: tab } : {}),
    },
    body: JSON.stringify(body ?? {}),
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (res.body && res.headers.get('content-type')?.startsWith('text/event-stream')) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const parsed = parseBlock(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
            if (parsed) events.push(parsed);
          }
          for (const wake of waiters) wake();
        }
      } catch {
        /* aborted by close() */
      }
    })();
  }
  const changes = () =>
    events.filter((e) => e.event === 'change').map((e) => ({ id: Number(e.id), ...(JSON.parse(e.data!) as LiveChange) }));
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    changes,
    until(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; received ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    async settle(ms = 300) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return changes();
    },
    ended,
    close: () => controller.abort(),
  };
}

/** A change of this record (any action unless given). */
export const changeOf =
  (recordId: string, action?: string) =>
  (event: LiveEvent): boolean => {
    if (event.event !== 'change') return false;
    const change = JSON.parse(event.data!) as LiveChange;
    return change.record_id === recordId && (!action || change.action === action);
  };

/**
 * A writer that takes its change's id first and commits last, as concurrent transactions may: a
 * role inserted in a transaction held open until `commit()`. `id` is the role's once inserted;
 * `done` settles when the transaction has ended.
 */
export async function roleCommittedLater(db: Kysely<DB>, name: string) {
  let inserted!: (id: string) => void;
  const id = new Promise<string>((resolve) => (inserted = resolve));
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  const done = db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('roles').values({ name, account_type: 'Vendor' }).returning('id').executeTakeFirstOrThrow();
    inserted(row.id);
    await held;
  });
  return { id: await id, commit, done };
}

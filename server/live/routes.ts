import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LIVE_EVENTS, LIVE_MESSAGES, LIVE_PATH } from '../../schema/live';
import { liveBody } from '../../schema/liveBody';
import type { Caller } from '../auth/context';
import { bearerToken, callerFrom, callerOf } from '../auth/plugin';
import { findActiveToken } from '../auth/tokens';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';
import { shuttingDown } from '../http/shutdown';
import { parseBody } from '../http/validate';
import type { LiveBus } from './bus';
import { eventsAfter, newestId, prunedThrough, READ_BATCH, type LiveRow } from './queries';
import { changeFor, hears } from './scope';
import { tabOf } from './tab';

/** A comment this often keeps proxies and the browser from closing a quiet stream; the token is checked again then too. */
const HEARTBEAT_MS = 25_000;
/** How long a client waits before reconnecting (the SSE `retry:` hint). */
const RETRY_MS = 3_000;
/** A client that reads less than this stays behind is dropped: it reconnects with Last-Event-ID. */
const MAX_UNREAD_BYTES = 1024 * 1024;

const block = (lines: Record<string, string | number>) =>
  `${Object.entries(lines)
    .map(([field, value]) => `${field}: ${value}`)
    .join('\n')}\n\n`;

/** One open stream: its caller (re-read at each heartbeat), what it was sent, and how it ends. */
class LiveStream {
  readonly out = new PassThrough();
  /** Replayed ids, so the same change heard live meanwhile is not sent twice. */
  readonly #replayed = new Set<number>();
  /** Live batches heard while the replay was read, sent after it. */
  #held: [LiveRow[], ReadonlyMap<string, string>][] | undefined = [];

  /** `position`: the bus's, below which every change has been handed out (or never will be). */
  constructor(
    public caller: Caller,
    /** The listening browser tab, when it named one. */
    private readonly tab: string | null,
    private readonly position: () => number,
  ) {}

  write(text: string) {
    if (this.out.writableEnded) return;
    if (this.out.writableLength > MAX_UNREAD_BYTES) this.out.end();
    else this.out.write(text);
  }

  send(rows: LiveRow[], names: ReadonlyMap<string, string>) {
    if (this.#held) return void this.#held.push([rows, names]);
    for (const row of rows) {
      if (this.#replayed.has(row.id) || !hears(this.caller, row)) continue;
      const change = changeFor(this.caller, this.tab, row, (row.actor_id && names.get(row.actor_id)) || null);
      // Transactions commit out of id order: while a smaller id may still come, the id to resume
      // from is the position below it, not this change's, or a client that reconnects meanwhile
      // would never hear of it. Resuming from there may repeat a change; it never skips one.
      this.write(block({ id: Math.min(row.id, this.position()), event: LIVE_EVENTS.change, data: JSON.stringify(change) }));
    }
  }

  /** After the replay (or none): what was heard meanwhile, then live. */
  replayed(rows: LiveRow[], names: ReadonlyMap<string, string>) {
    const held = this.#held ?? [];
    this.#held = undefined;
    this.send(rows, names);
    for (const row of rows) this.#replayed.add(row.id);
    for (const [heldRows, heldNames] of held) this.send(heldRows, heldNames);
  }

  reset(newest: number) {
    this.write(block({ id: newest, event: LIVE_EVENTS.reset, data: '{}' }));
  }

  end() {
    this.out.end();
  }
}

/** A stream held past the limit would wait this long before trying again (Retry-After). */
const RETRY_TOO_MANY_S = 30;

export function liveRoutes(db: Kysely<DB>, bus: LiveBus, perAccount: number) {
  const open = new Set<LiveStream>();
  // Each stream holds a buffer of up to MAX_UNREAD_BYTES: one token must not open them without end.
  const openBy = new Map<string, number>();

  /** What the stream starts with: the changes after the client's last, or where it stands now. */
  async function replay(stream: LiveStream, lastEventId: string | undefined) {
    if (lastEventId === undefined) {
      // A client reconnecting without having heard a change resumes from here.
      stream.write(block({ id: bus.position, event: LIVE_EVENTS.start, data: '{}' }));
      return stream.replayed([], new Map());
    }
    const after = Number(lastEventId);
    const newest = await newestId(db);
    const missed = after < (await prunedThrough(db)) || after > newest ? undefined : await eventsAfter(db, after);
    if (missed && missed.length < READ_BATCH) return stream.replayed(missed, await bus.namesOf(missed));
    stream.reset(newest);
    stream.replayed([], new Map());
  }

  return async function register(app: FastifyInstance) {
    bus.startPruning();
    // Streams never end by themselves: a stop ends them, or it would wait for SHUTDOWN_GRACE. A
    // request still on its way to the handler then (its sign-in being read) opens none.
    let stopped = false;
    app.addHook('preClose', async () => {
      stopped = true;
      for (const stream of open) stream.end();
    });
    app.addHook('onClose', () => bus.close());

    app.post(
      LIVE_PATH,
      {
        config: {
          access: 'signed-in',
          doc: {
            tag: 'Live',
            summary:
              'A text/event-stream of `change` events, one per record written by anyone, limited to what the caller may view; `Last-Event-ID` (or `last_event_id`) replays the changes missed, or sends `reset` when they are no longer kept.',
            body: liveBody,
          },
        },
      },
      async (request, reply) => {
        const header = request.headers['last-event-id'];
        const { last_event_id } = parseBody(liveBody, header === undefined ? request.body : { last_event_id: header });
        const caller = callerOf(request);
        if (stopped) throw shuttingDown();
        // Gone before the handler ran (its sign-in slow to read): its close, already past, would
        // never let a stream opened now go.
        if (reply.raw.destroyed) return reply.hijack();
        const held = openBy.get(caller.userId) ?? 0;
        if (held >= perAccount) throw new ApiError(429, LIVE_MESSAGES.tooMany, undefined, { 'retry-after': String(RETRY_TOO_MANY_S) });
        const stream = new LiveStream(caller, tabOf(request), () => bus.position);
        const token = bearerToken(request)!;
        let heartbeat: NodeJS.Timeout | undefined;
        let leave = () => {};
        const done = () => {
          clearInterval(heartbeat);
          leave();
          if (open.delete(stream)) {
            const left = (openBy.get(caller.userId) ?? 1) - 1;
            if (left > 0) openBy.set(caller.userId, left);
            else openBy.delete(caller.userId);
          }
          stream.end();
        };
        open.add(stream);
        openBy.set(caller.userId, held + 1);
        reply.raw.once('close', done);
        stream.out.once('finish', done);
        // Signed out, expired, deleted or blocked since: the stream ends as the next call would be
        // refused, before it tells of another change. The lookup is the kept token row unless the
        // accounts changed since.
        const stillSignedIn = async () => {
          const found = await findActiveToken(db, token).catch(() => undefined);
          if (!found || found.status !== 'Active') return void stream.end();
          stream.caller = callerFrom(found);
          return true;
        };
        // Batches go out in the order heard, each after its check.
        let sending = Promise.resolve();
        try {
          leave = await bus.join((rows, names) => {
            sending = sending.then(async () => void ((await stillSignedIn()) && stream.send(rows, names)));
          });
          heartbeat = setInterval(async () => void ((await stillSignedIn()) && stream.write(': keep-alive\n\n')), HEARTBEAT_MS);
          stream.write(`retry: ${RETRY_MS}\n\n`);
          await replay(stream, last_event_id);
          // Ended while this was set up (the client went away, or its sign-in did): done ran
          // before there was anything to undo.
          if (stream.out.writableEnded) done();
        } catch (err) {
          done();
          throw err;
        }
        // Gone during the setup: there is no one to send it to, and a stream sent to a closed
        // connection would only be logged as a failure.
        if (reply.raw.destroyed) return reply.hijack();
        return reply
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(stream.out);
      },
    );
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Notices } from '../db/notices';
import type { DB } from '../db/types';
import { eventsAfter, eventsOfTransactionsSince, namesOf, newestId, prune, READ_BATCH, runningTransactions, type LiveRow } from './queries';

/** A stream's part of each batch of changes: it picks what its caller may hear. */
export type LiveListener = (rows: LiveRow[], names: ReadonlyMap<string, string>) => void;

/** How long an actor's name is reused before it is read again (a rename shows by then). */
const NAME_KEPT_MS = 5 * 60_000;
const NAMES_KEPT = 10_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * This process's one reader of live_events: on each notice (from any process's commit) it reads
 * the changes it has not read yet, once, and hands them to every open stream.
 *
 * Ids are given at insert, but transactions commit in any order: a change with a smaller id may
 * become visible after a larger one. So the reader keeps `floor`, below which every id has been
 * read or will never come, and the ids read above it; a gap closes when the change comes, or once
 * every transaction that was running when the gap was first seen has ended (a rollback, or a
 * sequence number never used). Those transactions are the whole cluster's (pg_current_snapshot):
 * a long one in any database keeps gaps open, and streams resume from below them meanwhile. A
 * transaction already running when the reader starts may commit below its first floor: until
 * every such one has ended, each read also asks for their changes.
 */
export class LiveBus {
  readonly #listeners = new Set<LiveListener>();
  #started: Promise<void> | undefined;
  #unfollow: (() => void) | undefined;
  #pruning: NodeJS.Timeout | undefined;
  #floor = 0;
  readonly #seen = new Set<number>();
  /** Set while a gap is open: transactions at or after it started after the gap was seen. */
  #gapBefore: bigint | undefined;
  /**
   * While a transaction running at the start may still commit: its changes can have ids below the
   * start's floor (`through`), and are read by their transaction instead (`seen`: those read).
   */
  #startWatch: { through: number; xmin: bigint; xmax: bigint; seen: Set<number> } | undefined;
  #reading: Promise<void> | undefined;
  #again = false;
  #closed = false;
  readonly #names = new Map<string, { name: string; at: number }>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly notices: Notices,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Every change at or below it has been handed out (or never will be): where a new stream starts. */
  get position(): number {
    return this.#floor;
  }

  /** Starts hearing changes (on the first stream) and adds a listener; returns its removal. */
  async join(listener: LiveListener): Promise<() => void> {
    // A start that failed (the database unreachable) is tried again by the next stream.
    this.#started ??= this.#start().catch((err) => {
      this.#started = undefined;
      throw err;
    });
    await this.#started;
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  async #start() {
    const running = await runningTransactions(this.db);
    this.#floor = await newestId(this.db);
    // All of them (pruning keeps a quarter of an hour's): those are before the start, never told.
    const already = await eventsOfTransactionsSince(this.db, this.#floor, running.xmin, [], Number.MAX_SAFE_INTEGER);
    this.#startWatch = { through: this.#floor, ...running, seen: new Set(already.map((r) => r.id)) };
    this.#unfollow = this.notices.follow(() => this.#heard());
  }

  /** The triggers record every change whether anyone listens or not: each serving process prunes. */
  startPruning() {
    this.#pruning = setInterval(() => prune(this.db).catch((err) => this.log.error({ err }, 'pruning live events failed')), PRUNE_EVERY_MS);
    this.#pruning.unref();
  }

  #heard() {
    if (this.#closed) return;
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = this.#readAll()
      .catch((err) => this.log.error({ err }, 'reading live events failed'))
      .finally(() => (this.#reading = undefined));
  }

  async #readAll() {
    do {
      this.#again = false;
      // Before the read: a transaction ended by then has its changes in what the read sees.
      const running = await runningTransactions(this.db);
      const watch = this.#startWatch;
      const late = watch ? await eventsOfTransactionsSince(this.db, watch.through, watch.xmin, [...watch.seen]) : [];
      const rows = await eventsAfter(this.db, this.#floor, [...this.#seen]);
      // Read before the rows count as read: a failure here leaves them for the next read.
      const names = rows.length || late.length ? await this.namesOf([...late, ...rows]) : new Map<string, string>();
      for (const row of late) watch!.seen.add(row.id);
      // Every transaction running at the start had ended before this read: it saw all they wrote.
      if (watch && running.xmin >= watch.xmax && late.length < READ_BATCH) this.#startWatch = undefined;
      for (const row of rows) this.#seen.add(row.id);
      this.#advance(running);
      if (late.length) for (const listener of this.#listeners) listener(late, names);
      if (rows.length) for (const listener of this.#listeners) listener(rows, names);
      if (rows.length === READ_BATCH || late.length === READ_BATCH) this.#again = true;
    } while (this.#again && !this.#closed);
  }

  #advance(running: { xmin: bigint; xmax: bigint }) {
    const climb = () => {
      while (this.#seen.delete(this.#floor + 1)) this.#floor++;
    };
    climb();
    if (!this.#seen.size) this.#gapBefore = undefined;
    else if (this.#gapBefore === undefined) this.#gapBefore = running.xmax;
    else if (running.xmin >= this.#gapBefore) {
      // Every transaction that could still have filled the gaps has ended: they stay empty.
      this.#floor = Math.min(...this.#seen) - 1;
      climb();
      this.#gapBefore = this.#seen.size ? running.xmax : undefined;
    }
  }

  /** The names of the rows' actors (`by`), read once a while per process. */
  async namesOf(rows: LiveRow[]): Promise<ReadonlyMap<string, string>> {
    const now = Date.now();
    const actors = [...new Set(rows.flatMap((r) => (r.actor_id ? [r.actor_id] : [])))];
    const missing = actors.filter((id) => (this.#names.get(id)?.at ?? 0) < now - NAME_KEPT_MS);
    if (this.#names.size > NAMES_KEPT) this.#names.clear();
    for (const [id, name] of await namesOf(this.db, missing)) this.#names.set(id, { name, at: now });
    return new Map(actors.flatMap((id) => (this.#names.has(id) ? [[id, this.#names.get(id)!.name] as const] : [])));
  }

  async close() {
    this.#closed = true;
    this.#unfollow?.();
    clearInterval(this.#pruning);
    this.#listeners.clear();
    await this.#reading;
  }
}

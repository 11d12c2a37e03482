/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
import fs from 'node:fs';
import path from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite starts PostgreSQL with fsync off, and the Node file system it runs on could not sync a
 * file if asked (Emscripten's NODEFS has no fsync): a commit it acknowledges is in the OS page
 * cache only, and an OS crash or power loss can take it. So a data directory is opened here with
 * fsync on and `wal_sync_method=fsync`, which makes PostgreSQL ask for every sync it needs through
 * one call, and the file system below carries them out:
 * - A WAL segment's sync is started in the background and grouped: the commits made while one
 *   runs share the next (group commit). A statement that asked for one is answered only when it
 *   is done (./pgliteTurns.ts), while other statements run in the meantime.
 * - Any other sync (tables at a checkpoint, pg_control, a directory after a new WAL segment) is
 *   done at once, as PostgreSQL expects.
 * - Nothing but WAL is written, created, renamed or removed before the WAL syncs already asked
 *   for are done, done at once if need be: PostgreSQL's rule that WAL reaches the disk before the
 *   data it describes holds as if it had synced the WAL itself.
 */

/** How files reach the disk; tests pass their own to count or hold syncs. */
export interface FileSyncer {
  /** Flushes a file or directory to disk off the event loop. */
  sync(file: string): Promise<void>;
  /** Flushes a file or directory to disk before returning (PostgreSQL waits for these). */
  syncNow(file: string): void;
}

const done =
  <T>(resolve: (value: T) => void, reject: (err: Error) => void) =>
  (err: Error | null, value?: T) =>
    err ? reject(err) : resolve(value as T);

export const diskSyncer: FileSyncer = {
  async sync(file) {
    const fd = await new Promise<number>((resolve, reject) => fs.open(file, 'r', done(resolve, reject)));
    try {
      await new Promise<void>((resolve, reject) => fs.fsync(fd, done(resolve, reject)));
    } finally {
      await new Promise<void>((resolve, reject) => fs.close(fd, done(resolve, reject)));
    }
  },
  syncNow(file) {
    const fd = fs.openSync(file, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  },
};

/** The WAL syncs PostgreSQL asked for, run in rounds: one round serves every request made before it began. */
export class WalSync {
  #requested = 0;
  #durable = 0;
  /** Segments asked for since the last round began, and those of the round under way. */
  #asked = new Set<string>();
  #syncing = new Set<string>();
  #running = false;
  #waiting: { request: number; resolve(): void; reject(err: unknown): void }[] = [];
  #failure: unknown;

  constructor(private readonly syncer: FileSyncer) {}

  /** Counts the requests; a statement that moved it waits for `until` with the count after it. */
  get requested(): number {
    return this.#requested;
  }

  ask(segment: string): void {
    this.#asked.add(segment);
    this.#requested++;
    if (!this.#running) void this.#rounds();
  }

  assertHealthy(): void {
    if (this.#failure !== undefined) throw this.#failure;
  }

  /** Resolves once requests up to `request` are on disk; rejects for good once a sync failed. */
  until(request: number): Promise<void> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    if (this.#durable >= request) return Promise.resolve();
    return new Promise((resolve, reject) => this.#waiting.push({ request, resolve, reject }));
  }

  /** Makes every request so far durable before returning: before any other file changes. */
  flushNow(): void {
    if (this.#failure !== undefined) throw this.#failure;
    if (this.#durable === this.#requested) return;
    const upTo = this.#requested;
    try {
      for (const segment of new Set([...this.#syncing, ...this.#asked])) this.syncer.syncNow(segment);
    } catch (err) {
      this.#fail(err);
      throw err;
    }
    // Synced now, and PostgreSQL may recycle or remove them next: never to be opened again.
    this.#asked.clear();
    this.#syncing.clear();
    this.#reached(upTo);
  }

  async #rounds() {
    this.#running = true;
    while (this.#asked.size && this.#failure === undefined) {
      const upTo = this.#requested;
      const segments = [...this.#asked];
      this.#syncing = new Set(segments);
      this.#asked.clear();
      try {
        await Promise.all(segments.map((segment) => this.syncer.sync(segment)));
        this.#reached(upTo);
      } catch (err) {
        // A flushNow meanwhile synced these segments, after which PostgreSQL may rename or remove them.
        if (this.#durable < upTo) this.#fail(err);
      }
      this.#syncing.clear();
    }
    this.#running = false;
  }

  #reached(request: number) {
    this.#durable = Math.max(this.#durable, request);
    const still = [];
    for (const waiter of this.#waiting) {
      if (waiter.request <= this.#durable) waiter.resolve();
      else still.push(waiter);
    }
    this.#waiting = still;
  }

  #fail(err: unknown) {
    // As PostgreSQL, which stops after a failed fsync: what the page cache held may be lost, so no
    // later statement runs, a write (it would be applied, then refused) nor a read (it could show
    // what the disk never got). A restart recovers from what is on disk.
    console.error(`The embedded database could not flush its log to disk; every statement is refused until a restart: ${String(err)}`);
    this.#failure = err;
    for (const waiter of this.#waiting.splice(0)) waiter.reject(err);
  }
}

/** PostgreSQL's settings for a directory synced by DurableNodeFS. */
export const DURABLE_SETTINGS = { fsync: 'on', wal_sync_method: 'fsync' };

// The parts of Emscripten's file system used here.
interface FsNode {
  name: string;
  parent: FsNode;
}
type Ops = Record<string, (...args: any[]) => unknown>; // Emscripten's untyped operations
interface EmscriptenFs {
  NODEFS: { realPath(node: FsNode): string; node_ops: Ops; stream_ops: Ops };
  FS: { ErrnoError: new (errno: number) => Error };
}
const EIO = 29; // Emscripten's number for it
const SEGMENT = /^[0-9A-F]{24}$/;

/** PGlite's Node file system, with the syncs described at the top of this file. */
export class DurableNodeFS extends NodeFS {
  constructor(
    dir: string,
    private readonly wal: WalSync,
    private readonly syncer: FileSyncer,
  ) {
    super(dir);
  }

  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const syncing = (mod: unknown) => this.#syncThrough(mod as EmscriptenFs);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncing] } };
  }

  #syncThrough({ NODEFS, FS }: EmscriptenFs) {
    const walDir = path.join(this.rootDir, 'pg_wal');
    const isSegment = (node: FsNode) => SEGMENT.test(node.name) && NODEFS.realPath(node.parent) === walDir;
    // PostgreSQL takes a failed sync as an I/O error, and stops rather than go on (PANIC).
    const orEio = (run: () => void) => {
      try {
        run();
      } catch {
        throw new FS.ErrnoError(EIO);
      }
    };
    const walFirst = () => orEio(() => this.wal.flushNow());
    const afterWal = (ops: Ops, name: string, exempt: (first: unknown) => boolean = () => false) => {
      const op = ops[name];
      ops[name] = (...args: unknown[]) => {
        if (!exempt(args[0])) walFirst();
        return op.apply(ops, args);
      };
    };
    for (const name of ['mknod', 'rename', 'unlink', 'rmdir', 'symlink', 'setattr']) afterWal(NODEFS.node_ops, name);
    afterWal(NODEFS.stream_ops, 'write', (stream) => isSegment((stream as { node: FsNode }).node));
    afterWal(NODEFS.stream_ops, 'setattr');
    afterWal(NODEFS.stream_ops, 'msync');
    NODEFS.stream_ops.fsync = (stream: { node: FsNode }) => {
      const file = NODEFS.realPath(stream.node);
      if (isSegment(stream.node)) this.wal.ask(file);
      else {
        walFirst();
        orEio(() => this.syncer.syncNow(file));
      }
      return 0;
    };
  }
}

const MARKER = 'synced-writes';

/**
 * Files written before this process, with fsync off (initdb, an earlier version of the product),
 * may still be in the page cache only: the whole directory is synced once, the first time it is
 * opened here, and a marker file says so.
 */
export async function syncDataDirOnce(dir: string, syncer: FileSyncer): Promise<void> {
  const marker = path.join(dir, MARKER);
  if (fs.existsSync(marker)) return;
  const entries = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
  // Some at a time: the disk can take several at once, and thousands of files need not all be open.
  const files = [...entries, dir, path.dirname(dir)];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let file = files.shift(); file; file = files.shift()) await syncer.sync(file);
    }),
  );
  fs.writeFileSync(marker, 'Every write to this directory since this file was made reached the disk before it was acknowledged.\n');
  syncer.syncNow(marker);
  syncer.syncNow(dir);
}

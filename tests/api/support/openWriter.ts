import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../server/db/types';

export interface Writer {
  /** The connection's slot of the counts of changes: its backend's pid modulo 16. */
  slot: number;
  run(statement: ReturnType<typeof sql>): Promise<void>;
  commit(): Promise<void>;
}

/** A transaction held open on its own connection until `commit`, to write from beside another. */
export async function openWriter(db: Kysely<DB>) {
  let ready!: (writer: Writer) => void;
  const opened = new Promise<Writer>((resolve) => (ready = resolve));
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  const done = db.transaction().execute(async (trx: Transaction<DB>) => {
    const { rows } = await sql<{ slot: number }>`SELECT pg_backend_pid() % 16 AS slot`.execute(trx);
    ready({ slot: rows[0].slot, run: async (statement) => void (await statement.execute(trx)), commit: async () => (commit(), done) });
    await held;
  });
  return opened;
}

/**
 * Two open transactions on connections of different slots (connections share a slot one time in
 * 16), and every writer opened to find them, all to be committed.
 */
export async function writersOnTwoSlots(db: Kysely<DB>) {
  const first = await openWriter(db);
  const all = [first];
  let second = await openWriter(db);
  all.push(second);
  while (second.slot === first.slot) {
    second = await openWriter(db);
    all.push(second);
  }
  return { first, second, all };
}

/** Waits until `count` backends of this database (one by default) wait on a lock (writes behind a held row). */
export async function untilSomeoneWaits(db: Kysely<DB>, what = 'a write', count = 1) {
  for (let tries = 0; tries < 500; tries++) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db);
    if (rows[0].n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} never waited on the held row`);
}

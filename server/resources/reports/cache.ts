import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

// Reports' figures, kept until sales change. A ranking of products or sellers adds up every line
// of its period (tens of thousands of rows for a month of a busy marketplace), far more than one
// request should cost each time staff open it. The database counts the statements that change
// sales in their own transactions (report_versions, migration 0026): figures worked out after
// reading count n hold at least everything count n stands for, so a reader that reads n may have
// them. Names are not kept here: the routes read them fresh, so a rename shows at once.

/** How many replies a process keeps: a few screens' worth of periods and sellers. */
const KEPT = 500;

export class ReportCache {
  readonly #entries = new Map<string, { version: string; value: Promise<unknown> }>();

  constructor(private readonly db: Kysely<DB>) {}

  /** The figures under `key`, worked out by `compute` unless kept since sales last changed. */
  async read<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const row = await this.db.selectFrom('report_versions').select('n').where('name', '=', 'sales').executeTakeFirst();
    const version = String(row?.n ?? '');
    const kept = this.#entries.get(key);
    if (kept?.version === version) {
      // Most recently used last: the first entry is the one to drop.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value as Promise<T>;
    }
    const value = compute();
    this.#entries.set(key, { version, value });
    // A failed read is not kept: the next one tries again.
    value.catch(() => this.#entries.get(key)?.value === value && this.#entries.delete(key));
    if (this.#entries.size > KEPT) this.#entries.delete(this.#entries.keys().next().value!);
    return value;
  }
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { VersionedCache } from '../../db/versionedCache';

// Reports' figures, kept until sales change. A ranking of products or sellers adds up every line
// of its period (tens of thousands of rows for a month of a busy marketplace), far more than one
// request should cost each time staff open it. The database counts the statements that change
// sales in their own transactions (report_version_totals under 'sales', migrations 0026, 0036).
// Names are not kept here: the routes read them fresh, so a rename shows at once.

/** How many replies a process keeps: a few screens' worth of periods and sellers. */
const KEPT = 500;

export class ReportCache {
  readonly #kept = new VersionedCache<unknown>(KEPT);

  constructor(private readonly db: Kysely<DB>) {}

  /** The figures under `key`, worked out by `compute` unless kept since sales last changed. */
  async read<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const row = await this.db.selectFrom('report_version_totals').select('n').where('name', '=', 'sales').executeTakeFirst();
    return this.#kept.read(key, String(row?.n ?? ''), compute) as Promise<T>;
  }
}

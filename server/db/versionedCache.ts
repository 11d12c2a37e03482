import { Kept } from './kept';

// Values worked out from the database, kept in the process under the count of changes they were
// worked out at (report_version_totals: migrations 0026, 0030 and 0036; triggers raise a count in
// the writing transaction). A value worked out after reading count n holds at least everything n
// stands for, so a reader that reads n may have it; any other count works it out again.

export class VersionedCache<T> {
  readonly #kept: Kept<Promise<T>>;

  /** `kept`: how many values it holds at most; the least recently used goes first. */
  constructor(kept: number) {
    this.#kept = new Kept(kept);
  }

  /** The value under `key`, worked out by `compute` unless kept at `version`. */
  read(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.#kept.get(key);
    if (kept?.changes === version) return kept.value;
    // Kept before it settles: concurrent readers of the same count share one computation.
    const value = compute();
    this.#kept.keep(key, version, value);
    // A failed computation is not kept: the next read tries again.
    value.catch(() => this.#kept.forget(key, value));
    return value;
  }
}

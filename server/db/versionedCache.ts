// Values worked out from the database, kept in the process under the count of changes they were
// worked out at (report_version_totals: migrations 0026, 0030 and 0036; triggers raise a count in
// the writing transaction). A value worked out after reading count n holds at least everything n
// stands for, so a reader that reads n may have it; any other count works it out again.

export class VersionedCache<T> {
  readonly #entries = new Map<string, { version: string; value: Promise<T> }>();

  /** `kept`: how many values it holds at most; the least recently used goes first. */
  constructor(private readonly kept: number) {}

  /** The value under `key`, worked out by `compute` unless kept at `version`. */
  read(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.#entries.get(key);
    if (kept?.version === version) {
      // Most recently used last: the first entry is the one to drop.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value;
    }
    // Kept before it settles: concurrent readers of the same count share one computation.
    const value = compute();
    this.#entries.set(key, { version, value });
    // A failed computation is not kept: the next read tries again.
    value.catch(() => this.#entries.get(key)?.value === value && this.#entries.delete(key));
    if (this.#entries.size > this.kept) this.#entries.delete(this.#entries.keys().next().value!);
    return value;
  }
}

/**
 * Values read from the database, each kept with the count of changes it was read at; the least
 * recently used goes first. Whoever reads one checks that count against the database's.
 */
export class Kept<T> {
  readonly #entries = new Map<string, { changes: string; value: T }>();

  /** `most`: how many values it holds at most. */
  constructor(private readonly most: number) {}

  /** The value kept under `key`, whatever count it was read at. */
  get(key: string): { changes: string; value: T } | undefined {
    const kept = this.#entries.get(key);
    if (kept) {
      // Most recently used last: the first entry is the one to drop.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
    }
    return kept;
  }

  keep(key: string, changes: string, value: T) {
    this.#entries.delete(key);
    this.#entries.set(key, { changes, value });
    if (this.#entries.size > this.most) this.#entries.delete(this.#entries.keys().next().value!);
  }

  /** Forgets `key`'s value if it is still `value`. */
  forget(key: string, value: T) {
    if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
  }
}

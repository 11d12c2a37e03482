import { createHash } from 'node:crypto';

/**
 * Which statement texts to prepare, and their names: a text is prepared (parsed and planned once
 * per connection, then only bound and run) from its second use on. PostgreSQL still plans each
 * prepared statement for its values five times before it considers a generic plan, and keeps
 * planning per value when the generic one costs more (a prefix LIKE).
 */
const PREPARE_AFTER_USES = 2;
/** Texts are counted and prepared up to these bounds, so odd shapes (IN lists of any length) cannot grow without limit. */
const MAX_COUNTED = 2_000;
const MAX_PREPARED = 300;
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;

export interface StatementNames {
  /**
   * Runs the text prepared under its name once the rule above says so, else unprepared. A text the
   * database refuses as stale (a column added under a prepared `select *`: a migration while this
   * process runs) is run unprepared from then on, and at once again unless a transaction was open,
   * which the error has aborted.
   */
  run<R>(text: string, inTransaction: boolean, prepared: (name: string) => Promise<R>, unprepared: () => Promise<R>): Promise<R>;
}

export function statementNames(): StatementNames {
  const uses = new Map<string, number>();
  const names = new Map<string, string>();
  const unpreparable = new Set<string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known) return known;
    if (!PREPARABLE.test(text) || names.size >= MAX_PREPARED || unpreparable.has(text)) return undefined;
    const seen = (uses.get(text) ?? 0) + 1;
    if (seen < PREPARE_AFTER_USES) {
      if (uses.size < MAX_COUNTED) uses.set(text, seen);
      return undefined;
    }
    uses.delete(text);
    const name = `k${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
  return {
    async run(text, inTransaction, prepared, unprepared) {
      const name = nameOf(text);
      if (!name) return unprepared();
      try {
        return await prepared(name);
      } catch (err) {
        if (!isStalePlan(err)) throw err;
        names.delete(text);
        unpreparable.add(text);
        if (inTransaction) throw err;
        return unprepared();
      }
    },
  };
}

/** PostgreSQL refused a prepared statement because the tables under it changed shape. */
const isStalePlan = (err: unknown) => {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  return code === '0A000' && /cached plan/.test(message ?? '');
};

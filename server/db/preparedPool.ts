import { createHash } from 'node:crypto';
import type { PostgresPool } from 'kysely';
import type pg from 'pg';

/**
 * A statement text is prepared (parsed and planned once per connection, then only bound and run)
 * from its second use on. On this machine that halves PostgreSQL's CPU per query (pgbench on the
 * order page: 4,113 -> 8,393 tps), and most of a list call's database time was planning.
 * PostgreSQL still plans each prepared statement for its values five times before it considers
 * a generic plan, and keeps planning per value when the generic one costs more (a prefix LIKE).
 */
const PREPARE_AFTER_USES = 2;
/** Texts are counted and prepared up to these bounds, so odd shapes (IN lists of any length) cannot grow without limit. */
const MAX_COUNTED = 2_000;
const MAX_PREPARED = 300;
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\s*$/i;

type Query = (text: unknown, values?: unknown) => Promise<pg.QueryResult>;

export function preparingPool(pool: pg.Pool): PostgresPool {
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

  // One wrapper per pooled client, so Kysely keeps one connection object per client.
  const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const wrap = (client: pg.PoolClient) => {
    let proxy = wrapped.get(client);
    if (!proxy) {
      const query = client.query.bind(client) as Query;
      let inTransaction = false;
      const run = async (text: unknown, values?: unknown) => {
        if (typeof text !== 'string') return query(text, values);
        if (TRANSACTION_START.test(text)) inTransaction = true;
        else if (TRANSACTION_END.test(text)) inTransaction = false;
        const name = nameOf(text);
        if (!name) return query(text, values);
        try {
          return await query({ name, text, values });
        } catch (err) {
          // A column added under a prepared `select *` (a migration while this process runs):
          // the text is run unprepared from now on, and at once again unless a transaction was
          // in progress, which the error has aborted.
          const { code, message } = err as { code?: string; message?: string };
          if (code !== '0A000' || !/cached plan/.test(message ?? '')) throw err;
          names.delete(text);
          unpreparable.add(text);
          if (inTransaction) throw err;
          return query(text, values);
        }
      };
      proxy = new Proxy(client, {
        get(target, key) {
          if (key === 'query') return run;
          const value = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      wrapped.set(client, proxy);
    }
    return proxy;
  };

  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
    get options() {
      return pool.options;
    },
    get Client() {
      return (pool as unknown as PostgresPool).Client;
    },
  };
}

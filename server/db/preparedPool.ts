import type { PostgresPool } from 'kysely';
import type pg from 'pg';
import { isStalePlan, statementNames } from './statementNames';

/**
 * Each pooled connection prepares the statements it runs often (./statementNames.ts). On this
 * machine that halves PostgreSQL's CPU per query (pgbench on the order page: 4,113 -> 8,393 tps),
 * and most of a list call's database time was planning.
 */
const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\s*$/i;

type Query = (text: unknown, values?: unknown) => Promise<pg.QueryResult>;

export function preparingPool(pool: pg.Pool): PostgresPool {
  const names = statementNames();

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
        const name = names.nameOf(text);
        if (!name) return query(text, values);
        try {
          return await query({ name, text, values });
        } catch (err) {
          // A column added under a prepared `select *` (a migration while this process runs):
          // the text is run unprepared from now on, and at once again unless a transaction was
          // in progress, which the error has aborted.
          if (!isStalePlan(err)) throw err;
          names.refuse(text);
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

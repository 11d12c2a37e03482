import type { PostgresPool } from 'kysely';
import type pg from 'pg';
import { statementNames } from './statementNames';

/**
 * Each pooled connection prepares the statements it runs often (./statementNames.ts). On this
 * machine that halves PostgreSQL's CPU per query (pgbench on the order page: 4,113 -> 8,393 tps),
 * and most of a list call's database time was planning.
 */
const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\s*$/i;

type Query = (text: unknown, values?: unknown) => Promise<pg.QueryResult>;

/** What is told of transactions: `began` once a BEGIN is answered, `ended` once a COMMIT or ROLLBACK is, whatever the answer. */
export interface TransactionWatch {
  began(): void;
  ended(): void;
}

export function preparingPool(pool: pg.Pool, transactions?: TransactionWatch): PostgresPool {
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
        const begins = TRANSACTION_START.test(text);
        if (begins) inTransaction = true;
        else if (TRANSACTION_END.test(text)) {
          inTransaction = false;
          try {
            return await query(text, values);
          } finally {
            transactions?.ended();
          }
        }
        const result = await names.run(
          text,
          inTransaction,
          (name) => query({ name, text, values }),
          () => query(text, values),
        );
        if (begins) transactions?.began();
        return result;
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

import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { statementNames } from './statementNames';

/**
 * PGlite's query() parses and plans every statement anew, in six calls into its engine (parse,
 * describe, bind, describe, execute, sync). Here a frequent statement (./statementNames.ts) is
 * parsed once under a name and afterwards run with one call (bind, execute, sync), with the types
 * and row description PGlite reported when it was prepared. Measured on this machine: a page of
 * 25 joined rows 0.76-0.94 -> 0.46-0.71 ms, a statement with JSON and count subqueries 1.3-1.7 ->
 * 0.76-0.91 ms. Values are converted and results read by PGlite's own serializers and parsers,
 * so rows come back exactly as query() returns them, and it takes the same two locks query() does.
 * A call with options this path does not carry (a blob for COPY, parameter types, a notice
 * handler) goes through query().
 */

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
interface Prepared {
  name: string;
  paramTypes: number[];
  /** Absent for a statement that returns no rows. */
  rowDescription?: Message;
}

const joined = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export function preparingPGlite(pglite: PGlite): PGlite {
  const { serialize } = protocol;
  const names = statementNames();
  const prepared = new Map<string, Prepared>();
  // The caller holds PGlite's query lock around each of these.
  const send = (...messages: Uint8Array[]) => pglite.execProtocolStream(joined([...messages, serialize.sync()]), { syncToFs: false });

  const statementOf = async (name: string, text: string): Promise<Prepared> => {
    const known = prepared.get(name);
    if (known) return known;
    const described = await send(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }));
    const params = described.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const statement = { name, paramTypes: params?.dataTypeIDs ?? [], rowDescription: described.find((m) => m.name === 'rowDescription') };
    prepared.set(name, statement);
    return statement;
  };

  const runPrepared = async <T>(
    name: string,
    text: string,
    values: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) => {
    // Outside a transaction, wait for any open one to end first, as query() does.
    const exclusive = <R>(run: () => Promise<R>) =>
      inTransaction ? pglite._runExclusiveQuery(run) : pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(run));
    await pglite._checkReady();
    return exclusive(async () => {
      const statement = await statementOf(name, text);
      const serialized = values.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[i];
        const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await send(serialize.bind({ statement: name, values: serialized }), serialize.execute({}));
      if (!inTransaction) await pglite.syncToFs();
      const withRows = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(withRows, pglite.parsers, options)[0] as Results<T>;
    });
  };

  const query =
    (unprepared: PGlite['query'], inTransaction: boolean) =>
    <T>(text: string, values: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      if (options?.blob || options?.paramTypes || options?.onNotice) return unprepared<T>(text, values, options);
      const prepared = (name: string) =>
        runPrepared<T>(name, text, values, options, inTransaction).catch((err: unknown) => {
          // What query() adds to its errors, so a logged error shows its statement either way.
          if (err && typeof err === 'object') Object.assign(err, { query: text, params: values, queryOptions: options });
          throw err;
        });
      return names.run(text, inTransaction, prepared, () => unprepared<T>(text, values, options));
    };

  // Made once, not on every read of `query`: Kysely reads it for each statement.
  const inTransactionOf = (tx: Transaction) => {
    const txQuery = query(tx.query.bind(tx), true);
    return new Proxy(tx, { get: (target, key) => (key === 'query' ? txQuery : Reflect.get(target, key, target)) });
  };
  const topQuery = query(pglite.query.bind(pglite), false);
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) => pglite.transaction((tx) => callback(inTransactionOf(tx)));

  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'query') return topQuery;
      if (key === 'transaction') return transaction;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

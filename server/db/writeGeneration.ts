/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
import {
  RawNode,
  SelectQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * A number that moves on every write through a Kysely instance, for caches of what was read
 * through it. Enough on its own only when that instance is the database's one writer: PGlite,
 * which one process owns (DATA_DIR/db.lock) and which runs one statement at a time. PostgreSQL
 * has other writers (other API processes, psql), so there it is one half of ./authChanges.ts.
 *
 * The number moves when a write is sent and again when it has run. A read that began before
 * either move is never cached under the number after it, so a cache entry can only hold data
 * read after the last write ran.
 */
export class WriteGeneration implements KyselyPlugin {
  #generation = 0;
  readonly #writes = new WeakSet<QueryId>();

  get current(): number {
    return this.#generation;
  }

  /**
   * For a write the plugin cannot see end: a transaction's COMMIT, which Kysely sends straight to
   * the connection. A read between the transaction's last write and its commit saw the old rows.
   */
  move(): void {
    this.#generation++;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (isWrite(node)) {
      this.#writes.add(queryId);
      this.#generation++;
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) this.#generation++;
    return result;
  }
}

/**
 * Plain reads only; anything else (a data-changing CTE, DDL, raw text that is not a SELECT) counts
 * as a write. A SELECT of a function that writes is not seen: the only one, rebuild_counters(),
 * writes counters, which nothing caches. A CTE that changes data can only stand at the top of a
 * statement (PostgreSQL refuses it elsewhere), so a SELECT's own CTEs are all there is to look at.
 */
function isWrite(node: OperationNode): boolean {
  if (SelectQueryNode.is(node)) return node.with?.expressions.some((cte) => isWrite(cte.expression)) ?? false;
  if (RawNode.is(node)) return !/^[\s(]*select\b/i.test(leadingText(node));
  return true;
}

/**
 * The text a raw node starts with, through the raw nodes it opens with: a CTE written as
 * sql`(${place})` begins with '(' and then the SELECT of the raw node inside it.
 */
function leadingText(node: RawNode): string {
  const first = node.sqlFragments[0] ?? '';
  const inner = node.parameters[0];
  return inner && RawNode.is(inner) && /^[\s(]*$/.test(first) ? first + leadingText(inner) : first;
}

const generations = new WeakMap<Kysely<any>, WriteGeneration>(); // any database

/** The same database, with its writes counted: for a database this process alone writes to. */
export function trackWrites<DB>(db: Kysely<DB>): Kysely<DB> {
  const generation = new WriteGeneration();
  const tracked = db.withPlugin(generation);
  generations.set(tracked, generation);
  return tracked;
}

/** The write generation of a single-writer database, or undefined when others may write to it. */
export const writeGenerationOf = (db: Kysely<any>): WriteGeneration | undefined => generations.get(db);

/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
import {
  AliasNode,
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type WithNode,
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
 * The tables a signed-in token's row is read from (server/auth/tokens.ts), and roles, whose
 * deletion reaches role_permissions through its foreign key. No other table's write reaches them:
 * tests/api/tokenCache.test.ts reads the foreign keys and functions of the database to hold this.
 */
export const AUTH_TABLES: ReadonlySet<string> = new Set(['access_tokens', 'users', 'roles', 'role_permissions', 'permissions']);

/**
 * Of those tables, the ones a token row reads only some columns of, and those columns (migration
 * 0018's notices watch the same): an update that sets none of them (a user's name, a token's last
 * use, which each process keeps in its own kept row) leaves the kept rows as they are.
 */
export const READ_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  access_tokens: ['id', 'user_id', 'token_hash', 'expires_at', 'revoked_at'],
  users: ['id', 'account_type', 'role_id', 'status', 'deleted_at'],
};

/**
 * A number that moves on every write through a Kysely instance that may change what a signed-in
 * token's row holds (a write to AUTH_TABLES, or one it cannot read), for the rows kept between
 * requests (server/auth/tokens.ts). A unit created or an order's status changed leaves it where it
 * was, so a busy office's writes do not make every call read its token again. Enough on its own
 * only when that instance is the database's one writer: PGlite, which one process owns
 * (DATA_DIR/db.lock) and which runs one statement at a time. PostgreSQL has other writers (other
 * API processes, psql), so there it is one half of ./authChanges.ts.
 *
 * The number moves when such a write is sent and again when it has run. A read that began before
 * either move is never kept under the number after it, so a kept row can only hold data read after
 * the last such write ran. It sees what goes through the query builder and `sql` templates: a
 * query compiled beforehand and run with `executeQuery` passes it unread (the token lookup's, a read).
 */
export class WriteGeneration implements KyselyPlugin {
  #generation = 0;
  readonly #writes = new WeakSet<QueryId>();
  #open = 0;
  #authWritten = false;

  get current(): number {
    return this.#generation;
  }

  /** A transaction's BEGIN was answered (PostgreSQL's pool tells, ./preparedPool.ts). */
  began(): void {
    this.#open++;
  }

  /**
   * A transaction's COMMIT or ROLLBACK was answered, which Kysely sends straight to the connection,
   * past its plugins: a read between a transaction's write and its commit saw the old rows. Which
   * connection a write went through is not known here, so the number moves at the end of every
   * transaction from such a write until no transaction is open. A connection lost inside a
   * transaction never ends it, and the number then moves at every transaction's end after such a
   * write, as if one were still open: more reads, never a stale row.
   */
  ended(): void {
    if (this.#authWritten) this.#generation++;
    if (this.#open > 0) this.#open--;
    if (this.#open === 0) this.#authWritten = false;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (mayWriteAuth(node)) {
      this.#writes.add(queryId);
      this.#authWritten = true;
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
 * Whether a statement may write AUTH_TABLES: an insert, update, delete or merge of one of them, a
 * CTE that does, and whatever else is not a plain read (DDL, raw text that is not a SELECT), which
 * is not read further. A SELECT of a function that writes is not seen: the only one,
 * rebuild_counters(), writes counters. A CTE that changes data can only stand at the top of a
 * statement (PostgreSQL refuses it elsewhere), so a statement's own CTEs are all there is to look at.
 */
function mayWriteAuth(node: OperationNode): boolean {
  // Text with no parameters may hold several statements: one that is a SELECT is trusted alone.
  if (RawNode.is(node)) return !/^[\s(]*select\b/i.test(leadingText(node)) || node.sqlFragments.some((f) => f.includes(';'));
  const ctes = (node as { with?: WithNode }).with?.expressions.some((cte) => mayWriteAuth(cte.expression)) ?? false;
  if (SelectQueryNode.is(node)) return ctes;
  if (InsertQueryNode.is(node) || MergeQueryNode.is(node)) return ctes || isAuthTable(node.into);
  if (UpdateQueryNode.is(node)) return ctes || (isAuthTable(node.table) && setsReadColumns(node));
  if (DeleteQueryNode.is(node)) return ctes || node.from.froms.some(isAuthTable);
  return true;
}

/** Whether an update of one of AUTH_TABLES may set a column a token row reads (any it cannot name does). */
function setsReadColumns(node: UpdateQueryNode): boolean {
  const read = READ_COLUMNS[tableName(node.table) ?? ''];
  if (!read || !node.updates) return true;
  return node.updates.some((u) => !ColumnNode.is(u.column) || read.includes(u.column.column.name));
}

/** A table written by name: one of AUTH_TABLES, or something not read further (counted as one). */
function isAuthTable(node: OperationNode | undefined): boolean {
  const name = tableName(node);
  return name === undefined || AUTH_TABLES.has(name);
}

/** The name of the table a write names, through its alias; undefined for anything else. */
function tableName(node: OperationNode | undefined): string | undefined {
  const table = node && AliasNode.is(node) ? node.node : node;
  return table && TableNode.is(table) ? table.table.identifier.name : undefined;
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

/** The same database, with its writes to AUTH_TABLES counted: for a database this process alone writes to. */
export function trackWrites<DB>(db: Kysely<DB>): Kysely<DB> {
  const generation = new WriteGeneration();
  const tracked = db.withPlugin(generation);
  generations.set(tracked, generation);
  return tracked;
}

/** The write generation of a single-writer database, or undefined when others may write to it. */
export const writeGenerationOf = (db: Kysely<any>): WriteGeneration | undefined => generations.get(db);

import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  IMPORT_WAITING_MAX,
  importMessage,
  importOf,
  type ImportAction,
  type ImportRow,
  type ImportStatus,
  type ImportSummary,
} from '../../../schema/import';
import type { DB } from '../../db/types';

// The imports and their lines as the steps read and write them.

/** Imports older than this are removed when the next file arrives; a run takes minutes at most. */
const KEPT_FOR = '1 day';

/**
 * A run locks its import's row within moments of being taken; one still unlocked after this has
 * lost its process, and its transaction, which wrote nothing.
 */
const RUN_LOCKED_WITHIN = '30 seconds';

/**
 * A run taken by a process of a version before runs were stamped and locked holds no lock: its
 * import is given back this long after it arrived, past the time a run takes.
 */
const UNSTAMPED_RUN_WITHIN = '1 hour';

/** An import as a run takes it, stamped with when: claimed, or locked by the run's transaction. */
const TAKEN = { status: 'running', run_started_at: sql<Date>`now()` } as const;

/** An import given back to be run again: its run failed, or its process died. */
const GIVEN_BACK = { status: 'checked', run_started_at: null } as const;

/** A checked line as it is kept: its cells, and its errors or what it would do. */
export interface StagedRow {
  line: number;
  cells: Record<string, string>;
  errors: Record<string, string[]> | null;
  action: ImportAction | null;
  key: string | null;
  /** The values a valid line takes under the list's other unique rules. */
  claims: string[] | null;
}

export async function startImport(db: Kysely<DB>, userId: string, resource: string, fileName: string) {
  await db
    .deleteFrom('imports')
    .where('created_at', '<', sql<Date>`now() - ${KEPT_FOR}::interval`)
    .where((eb) =>
      eb.or([
        eb('status', '<>', 'running'),
        eb(eb.fn.coalesce('run_started_at', 'created_at'), '<', sql<Date>`now() - ${KEPT_FOR}::interval`),
      ]),
    )
    .execute();
  const row = await db
    .insertInto('imports')
    .values({ user_id: userId, resource, file_name: fileName })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Removes the account's oldest checked imports past the waiting limit; called once a new file has
 * been read and checked, so a file refused midway costs no import that was waiting.
 */
export async function pruneWaiting(db: Kysely<DB>, userId: string) {
  const waiting = (eb: ExpressionBuilder<DB, 'imports'>) => eb.and([eb('user_id', '=', userId), eb('status', '=', 'checked')]);
  await db
    .deleteFrom('imports')
    .where(waiting)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('imports').select('id').where(waiting).orderBy('created_at', 'desc').limit(IMPORT_WAITING_MAX),
    )
    .execute();
}

export const finishChecking = (db: Kysely<DB>, id: string, headers: string[], ignored: string[]) =>
  db
    .updateTable('imports')
    .set({ status: 'checked', headers: JSON.stringify(headers), ignored: JSON.stringify(ignored) })
    .where('id', '=', id)
    .execute();

export const dropImport = (db: Kysely<DB>, id: string) => db.deleteFrom('imports').where('id', '=', id).execute();

/** Drops an import unless a run holds it; answers the status it had, undefined when it was running or gone. */
export const dropUnlessRunning = async (db: Kysely<DB>, id: string) =>
  (await db.deleteFrom('imports').where('id', '=', id).where('status', '<>', 'running').returning('status').executeTakeFirst())?.status;

export async function insertRows(db: Kysely<DB>, importId: string, rows: StagedRow[]) {
  if (!rows.length) return;
  await db
    .insertInto('import_rows')
    .values(
      rows.map((r) => ({
        import_id: importId,
        line: r.line,
        cells: JSON.stringify(r.cells),
        errors: r.errors && JSON.stringify(r.errors),
        action: r.action,
        key: r.key,
        claims: r.claims,
      })),
    )
    .execute();
}

/**
 * The import, held from being taken by a run, and from another mend, while the caller's
 * transaction lasts, if it is still checked: two mends at once would each read the other's line as
 * it was, and both keep a record or value one of them may have.
 */
export const holdChecked = (db: Kysely<DB>, id: string) =>
  db.selectFrom('imports').select('id').where('id', '=', id).where('status', '=', 'checked').forUpdate().executeTakeFirst();

/** Marks lines refused (at the run: a record changed since the check), or a mended line's new state. */
export const saveRow = (db: Kysely<DB>, importId: string, row: StagedRow) =>
  db
    .updateTable('import_rows')
    .set({
      cells: JSON.stringify(row.cells),
      errors: row.errors && JSON.stringify(row.errors),
      action: row.action,
      key: row.key,
      claims: row.claims,
    })
    .where('import_id', '=', importId)
    .where('line', '=', row.line)
    .execute();

/** Valid lines other than `except` that hold one of these keys: the first line naming each record wins. */
export async function linesWithKeys(db: Kysely<DB>, importId: string, keys: string[], except?: number) {
  if (!keys.length) return new Map<string, number>();
  const rows = await db
    .selectFrom('import_rows')
    .select(['key', 'line'])
    .where('import_id', '=', importId)
    .where('errors', 'is', null)
    .where('key', 'in', keys)
    .$if(except !== undefined, (q) => q.where('line', '<>', except!))
    .execute();
  return new Map(rows.map((r) => [r.key!, r.line]));
}

/** Valid lines other than `except` that take one of these values of another unique rule, by the value. */
export async function linesWithClaims(db: Kysely<DB>, importId: string, claims: string[], except?: number) {
  if (!claims.length) return new Map<string, number>();
  const rows = await db
    .selectFrom('import_rows')
    .select(['claims', 'line'])
    .where('import_id', '=', importId)
    .where('errors', 'is', null)
    .where(sql<boolean>`claims && ${claims}::text[]`)
    .$if(except !== undefined, (q) => q.where('line', '<>', except!))
    .execute();
  const asked = new Set(claims);
  return new Map(rows.flatMap((r) => (r.claims ?? []).filter((c) => asked.has(c)).map((c): [string, number] => [c, r.line])));
}

const readImport = (db: Kysely<DB>, id: string, userId: string) =>
  db
    .selectFrom('imports')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '<>', 'checking')
    .executeTakeFirst();

export type ImportRecord = NonNullable<Awaited<ReturnType<typeof readImport>>>;

/**
 * The caller's own import; others' are as unknown as missing ones. A run whose process died is
 * given back as checked, to be run again: its transaction wrote nothing.
 */
export async function findImport(db: Kysely<DB>, id: string, userId: string): Promise<ImportRecord | undefined> {
  const record = await readImport(db, id, userId);
  if (record?.status !== 'running') return record;
  const released = await db
    .updateTable('imports')
    .set(GIVEN_BACK)
    .where('id', '=', (eb) =>
      eb
        .selectFrom('imports')
        .select('id')
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where((eb) =>
          eb.or([
            eb('run_started_at', '<', sql<Date>`now() - ${RUN_LOCKED_WITHIN}::interval`),
            eb.and([eb('run_started_at', 'is', null), eb('created_at', '<', sql<Date>`now() - ${UNSTAMPED_RUN_WITHIN}::interval`)]),
          ]),
        )
        .forUpdate()
        .skipLocked(),
    )
    .returning('id')
    .executeTakeFirst();
  return released ? { ...record, ...GIVEN_BACK } : record;
}

/**
 * Holds the import's row for the run's transaction, telling other processes the run is alive. A
 * run that waited long for its connection may find its import given back meanwhile: it takes it
 * again unless another run has (that run's lock makes this wait, then find it done).
 */
export const lockRun = (db: Kysely<DB>, id: string) =>
  db
    .updateTable('imports')
    .set(TAKEN)
    .where('id', '=', id)
    .where('status', 'in', ['running', 'checked'])
    .returning('id')
    .executeTakeFirst();

export async function summaryOf(db: Kysely<DB>, record: ImportRecord): Promise<ImportSummary> {
  const counts = await db
    .selectFrom('import_rows')
    .where('import_id', '=', record.id)
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) FILTER (WHERE errors IS NULL)`.as('valid'),
      sql<string>`count(*) FILTER (WHERE errors IS NULL AND action = 'create')`.as('creates'),
      sql<string>`count(*) FILTER (WHERE errors IS NULL AND action = 'update')`.as('updates'),
      sql<string>`count(*) FILTER (WHERE errors IS NULL AND action = 'same')`.as('unchanged'),
      // The columns that rows changing a record leave blank: the import empties those fields.
      sql<string[]>`ARRAY(
        SELECT DISTINCT cell.key FROM import_rows AS r, jsonb_each_text(r.cells) AS cell
        WHERE r.import_id = ${record.id} AND r.errors IS NULL AND r.action = 'update' AND btrim(cell.value) = '')`.as('blank'),
    ])
    .executeTakeFirstOrThrow();
  const [total, valid] = [Number(counts.total), Number(counts.valid)];
  // A column whose blank cell keeps the record's value (a delete flag) empties nothing.
  const keeping = new Set(
    importOf(record.resource)
      ?.columns.filter((c) => c.blankKeeps)
      .map((c) => c.header),
  );
  const blankHeaders = new Set(counts.blank.filter((h) => !keeping.has(h)));
  return {
    id: record.id,
    resource: record.resource,
    file_name: record.file_name,
    status: record.status as ImportStatus,
    headers: record.headers,
    ignored: record.ignored,
    blank_in_updates: record.headers.filter((h) => blankHeaders.has(h)),
    total,
    valid,
    creates: Number(counts.creates),
    updates: Number(counts.updates),
    unchanged: Number(counts.unchanged),
    refused: total - valid,
    created: record.created,
    updated: record.updated,
    left_unchanged: record.left_unchanged,
  };
}

export async function rowsPage(db: Kysely<DB>, importId: string, page: number, perPage: number, errorsOnly: boolean): Promise<ImportRow[]> {
  const rows = await db
    .selectFrom('import_rows')
    .select(['line', 'cells', 'action', 'errors'])
    .where('import_id', '=', importId)
    .$if(errorsOnly, (q) => q.where('errors', 'is not', null))
    .orderBy('line')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return rows.map((r) => ({ line: r.line, values: r.cells, action: r.errors ? null : r.action, errors: r.errors }));
}

export const findRow = (db: Kysely<DB>, importId: string, line: number) =>
  db
    .selectFrom('import_rows')
    .select(['line', 'cells', 'errors', 'claims'])
    .where('import_id', '=', importId)
    .where('line', '=', line)
    .executeTakeFirst();

/**
 * The lines waiting on line `line`: refused as naming the same record as it, or for taking one of
 * `claims`, the values it took under the list's other unique rules (a phone, a country's code).
 */
export const linesWaitingOn = (db: Kysely<DB>, importId: string, line: number, claims: string[]) =>
  db
    .selectFrom('import_rows')
    .select(['line', 'cells'])
    .where('import_id', '=', importId)
    .where('errors', 'is not', null)
    .where('line', '<>', line)
    .where((eb) =>
      eb.or([
        eb(sql<number>`strpos(errors::text, ${importMessage.repeated(line)})`, '>', 0),
        ...(claims.length ? [eb(sql<boolean>`claims && ${claims}::text[]`, '=', true)] : []),
      ]),
    )
    .orderBy('line')
    .execute();

/** The next batch of lines after `after`: the valid ones (the run) or the refused ones (their file). */
export const rowsAfter = (db: Kysely<DB>, importId: string, after: number, limit: number, which: 'valid' | 'refused') =>
  db
    .selectFrom('import_rows')
    .select(['line', 'cells', 'errors', 'action'])
    .where('import_id', '=', importId)
    .where('line', '>', after)
    .where('errors', which === 'valid' ? 'is' : 'is not', null)
    .orderBy('line')
    .limit(limit)
    .execute();

export const refusedCount = async (db: Kysely<DB>, importId: string) =>
  Number(
    (
      await db
        .selectFrom('import_rows')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('import_id', '=', importId)
        .where('errors', 'is not', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Takes a checked import for its run; undefined when it is running or has run. */
export const claimForRun = (db: Kysely<DB>, id: string, userId: string) =>
  db
    .updateTable('imports')
    .set(TAKEN)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'checked')
    .returning('id')
    .executeTakeFirst();

export const releaseRun = (db: Kysely<DB>, id: string) =>
  db.updateTable('imports').set(GIVEN_BACK).where('id', '=', id).where('status', '=', 'running').execute();

export const finishRun = (db: Kysely<DB>, id: string, outcome: { created: number; updated: number; left_unchanged: number }) =>
  db
    .updateTable('imports')
    .set({
      status: 'done',
      created: outcome.created,
      updated: outcome.updated,
      left_unchanged: outcome.left_unchanged,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .execute();

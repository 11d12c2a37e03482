import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditResource } from '../../../schema/audit';
import { IMPORT_ERRORS_HEADER } from '../../../schema/import';
import { recordDone } from '../../audit/record';
import { callerOf } from '../../auth/plugin';
import { isConcurrencyRollback, isUniqueViolation } from '../../db/errors';
import { retried } from '../../db/transaction';
import type { DB } from '../../db/types';
import type { CsvColumn } from '../../export/csv';
import { checkRows, refuseRepeats, staged } from './check';
import { BATCH } from './file';
import { actionOf, isValid, type Importer } from './importer';
import { finishRun, lockRun, refusedCount, rowsAfter, saveRow, type ImportRecord } from './queries';

export interface RunOutcome {
  created: number;
  updated: number;
  /** Valid lines whose record already held what they give: not written. */
  left_unchanged: number;
  /** Every line not written: refused at the check or at the run. */
  refused: number;
}

/**
 * Writes the import's valid lines in one transaction, a batch at a time, each checked again
 * inside it (a record named may have changed since the preview): a line that no longer passes is
 * refused and the rest are written, but for those their record already holds. One audit entry
 * tells of the whole import. Any failure rolls
 * everything back; `onProgress` hears after each batch.
 */
export async function runImport(
  db: Kysely<DB>,
  request: FastifyRequest,
  importer: Importer,
  record: ImportRecord,
  total: number,
  onProgress: (done: number, total: number) => void,
): Promise<RunOutcome> {
  const caller = callerOf(request);
  // Run again, whole, when PostgreSQL rolls it back as a deadlock's victim: a product import holds
  // the taxes and sub-categories its lines name while a lookup import holds the rows it changes, in
  // no common order. And when a record a line adds (a unit's name, an account's e-mail or phone)
  // was saved by another writer after the line's check read: checked again, the line then updates
  // that record or is refused, and the rest of the file is written. The progress then starts again
  // from the first batch.
  return retried(
    () =>
      db.transaction().execute(async (trx) => {
        // Gone (discarded once given back), or run by another meanwhile.
        if (!(await lockRun(trx, record.id))) throw new Error('the import is no longer there to run');
        await importer.hold?.(trx);
        const outcome: RunOutcome = { created: 0, updated: 0, left_unchanged: 0, refused: 0 };
        let [after, done] = [0, 0];
        // Lines of the run's batches taking one record or value (two mends at once), the first keeping it.
        const [seen, claimed] = [new Map<string, number>(), new Map<string, number>()];
        for (;;) {
          const batch = await rowsAfter(trx, record.id, after, BATCH, 'valid');
          if (!batch.length) break;
          after = batch[batch.length - 1].line;
          const rows = await checkRows(trx, caller, importer, batch);
          refuseRepeats(importer.declaration, rows.filter(isValid), seen, claimed);
          const valid = rows.filter(isValid);
          // A line refused now, or one whose record changed since the check (a change becomes
          // none, or none a change), is kept as the run found it: the rows and counts tell what it did.
          for (const [i, row] of rows.entries())
            if (!isValid(row) || actionOf(row) !== batch[i].action)
              await saveRow(trx, record.id, staged(importer.declaration, row, batch[i].cells));
          const writes = valid.filter((r) => actionOf(r) !== 'same');
          await importer.write(trx, caller, writes);
          outcome.created += writes.filter((r) => actionOf(r) === 'create').length;
          outcome.updated += writes.filter((r) => actionOf(r) === 'update').length;
          outcome.left_unchanged += valid.length - writes.length;
          done += batch.length;
          onProgress(done, total);
        }
        outcome.refused = await refusedCount(trx, record.id);
        await finishRun(trx, record.id, outcome);
        await recordDone(
          trx,
          request,
          importer.declaration.subject as AuditResource,
          'import',
          { file: record.file_name, ...outcome },
          record.id,
        );
        return outcome;
      }),
    (err) => isConcurrencyRollback(err) || isUniqueViolation(err),
  );
}

/**
 * The refused lines in the file's own columns, with their errors in a last column, to mend and
 * import again. `say` puts a message, and the errors' own heading, in the caller's language; the
 * file's headings stay as they were (an import ignores a column it does not know, this one too).
 */
export function refusedColumns(
  headers: string[],
  say: (message: string) => string,
): CsvColumn<{ cells: Record<string, string>; errors: Record<string, string[]> | null }>[] {
  return [
    ...headers.map((header) => ({ header, value: (row: { cells: Record<string, string> }) => row.cells[header] ?? '' })),
    {
      header: say(IMPORT_ERRORS_HEADER),
      value: (row) =>
        Object.entries(row.errors ?? {})
          .flatMap(([header, messages]) => messages.map((m) => (header ? `${header}: ${say(m)}` : say(m))))
          .join('; '),
    },
  ];
}

/** Every refused line, a batch at a time. */
export async function* refusedBatches(db: Kysely<DB>, importId: string) {
  let after = 0;
  for (;;) {
    const batch = await rowsAfter(db, importId, after, BATCH, 'refused');
    if (!batch.length) return;
    after = batch[batch.length - 1].line;
    yield batch;
  }
}

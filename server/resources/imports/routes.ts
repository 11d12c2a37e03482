import { PassThrough } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { translateMessage } from '../../../schema/i18n/translate';
import { textIssue } from '../../../schema/text';
import {
  IMPORT_MAX_BYTES,
  IMPORT_UPLOADS_PER_HOUR,
  IMPORT_MESSAGES,
  importIdBody,
  importFor,
  importOf,
  importPermissions,
  importRowsBody,
  importRowUpdateBody,
  importUploadFields,
  type ImportProgress,
  type ImportRow,
} from '../../../schema/import';
import { limitAttempts } from '../../auth/attempts';
import { hasPermission, isStaff, type Caller } from '../../auth/context';
import { callerOf } from '../../auth/plugin';
import type { DB } from '../../db/types';
import { exportFileName, sendCsv } from '../../export/csv';
import { ok } from '../../http/envelope';
import { ApiError, conflict, forbidden, notFound, validationFailed } from '../../http/errors';
import { MULTIPART_MESSAGES } from '../../http/multipart';
import { textProblem } from '../../http/textGuard';
import { parseBody } from '../../http/validate';
import { messageLocale } from '../../i18n/locale';
import { checkLines } from './check';
import { BATCH, ImportFileError, readImportFile } from './file';
import { importerOf } from './importers';
import {
  claimForRun,
  dropImport,
  dropUnlessRunning,
  finishChecking,
  findImport,
  findRow,
  holdChecked,
  linesWaitingOn,
  insertRows,
  pruneWaiting,
  releaseRun,
  rowsPage,
  saveRow,
  startImport,
  summaryOf,
  type ImportRecord,
} from './queries';
import { refusedBatches, refusedColumns, runImport } from './run';

const doc = (summary: string, body: z.ZodType, multipart = false) => ({ config: { doc: { tag: 'Import', summary, body, multipart } } });

/** The list's importer, for a caller holding both its create and edit permissions. */
function importerFor(caller: Caller, resource: string) {
  const declaration = importOf(resource);
  const importer = importerOf(resource);
  if (!declaration || !importer) throw validationFailed({ resource: [IMPORT_MESSAGES.resource] });
  if (!importPermissions(declaration).every((p) => hasPermission(caller, p))) throw forbidden();
  return importer;
}

/**
 * The file's bytes, refused past the size limit (the multipart stream is cut there, not thrown).
 * A reader that stops early leaves the stream open, so that the rest of the body can be read away
 * (stageUpload): destroyed, it stalled the request, and the next call on its connection with it.
 * A body that breaks off inside the file (no closing boundary) is the caller's malformed body.
 */
async function* limited(file: MultipartFile) {
  try {
    for await (const chunk of file.file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      if (file.file.truncated) throw new ImportFileError(IMPORT_MESSAGES.tooLarge);
      yield chunk;
    }
  } catch (err) {
    // A reader stopping early returns through here without a throw: only the stream's own errors land.
    if (err instanceof ImportFileError) throw err;
    throw new ApiError(400, MULTIPART_MESSAGES.malformed);
  }
  if (file.file.truncated) throw new ImportFileError(IMPORT_MESSAGES.tooLarge);
}

/**
 * The file's name as the import keeps it (its summary and audit entry show it): the name a browser
 * sends, unless the text rules refuse it (a control or bidi character would show one name and be
 * another), then `import.csv`; at most 200 characters.
 */
const keptFileName = (name: string | undefined) =>
  !name || textProblem(name) || textIssue(name, { oneLine: true }) ? 'import.csv' : Array.from(name).slice(0, 200).join('');

/**
 * Runs a check of a file part not yet read, draining the part when it refuses: an unread body
 * would leave the kept-alive connection stalled, and the next call on it unanswered.
 */
function refusedUnread<T>(part: MultipartFile, check: () => T): T {
  try {
    return check();
  } catch (err) {
    part.file.resume();
    throw err;
  }
}

const fileProblem = (message: string) => new ApiError(422, message, { file: [message] });

/**
 * Reads the upload's one file into a new import, checking its lines as they arrive. A file that
 * cannot be read leaves nothing behind, and the rest of the body is read away so the reply goes out.
 */
async function stageUpload(db: Kysely<DB>, request: FastifyRequest, caller: Caller): Promise<string> {
  let resource: unknown;
  let id: string | undefined;
  const parts = request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } })[Symbol.asyncIterator]();
  for (;;) {
    const next = await parts.next().catch(multipartProblem);
    if (next.done) break;
    const part = next.value;
    if (part.type === 'field') {
      if (part.fieldname === 'resource') resource = part.value;
      continue;
    }
    const importer = refusedUnread(part, () => {
      if (part.fieldname !== 'file') throw validationFailed({ [part.fieldname]: ['No file is expected here.'] });
      if (resource === undefined) throw validationFailed({ resource: [IMPORT_MESSAGES.fieldsFirst] });
      return importerFor(caller, parseBody(importUploadFields, { resource }).resource);
    });
    const importId = (id = await startImport(db, caller.userId, importer.declaration.resource, keptFileName(part.filename)));
    const [seen, claimed] = [new Map<string, number>(), new Map<string, number>()];
    try {
      await readImportFile(
        limited(part),
        importFor(importer.declaration, isStaff(caller)),
        (heading) => finishChecking(db, importId, heading.headers, heading.ignored).then(() => undefined),
        async (lines) => insertRows(db, importId, await checkLines(db, caller, importer, importId, lines, { seen, claimed })),
      );
    } catch (err) {
      part.file.resume();
      await dropImport(db, importId);
      id = undefined;
      if (err instanceof ImportFileError) throw fileProblem(err.message);
      throw err;
    }
  }
  if (resource === undefined) parseBody(importUploadFields, {});
  if (!id) throw fileProblem(IMPORT_MESSAGES.file);
  await pruneWaiting(db, caller.userId);
  return id;
}

/** What the multipart parser refuses: a second file, the plugin's own limits, or a broken body. */
function multipartProblem(err: unknown): never {
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') throw fileProblem(IMPORT_MESSAGES.oneFile);
  if (code?.startsWith('FST_')) throw err;
  throw new ApiError(400, MULTIPART_MESSAGES.malformed);
}

export function importRoutes(db: Kysely<DB>) {
  return async function register(app: FastifyInstance) {
    /** The caller's own import, with its importer, for a caller who may still import into its list. */
    const ownImport = async (request: FastifyRequest, id: string) => {
      const caller = callerOf(request);
      const record = await findImport(db, id, caller.userId);
      if (!record) throw notFound(IMPORT_MESSAGES.notFound);
      return { caller, record, importer: importerFor(caller, record.resource) };
    };
    const checked = (record: ImportRecord) => {
      if (record.status !== 'checked') throw conflict(IMPORT_MESSAGES.notChecked);
    };

    app.post(
      '/api/import-upload',
      doc(
        "Reads a CSV file (multipart: `resource`, then `file`) and checks every line with the list's form rules; nothing is written yet. A file that is not UTF-8 CSV with the list's columns gets 422 on `file`.",
        importUploadFields.extend({ file: z.string().describe('The CSV file, UTF-8, its first line naming the columns.') }),
        true,
      ),
      async (request) => {
        const caller = callerOf(request);
        if (!request.isMultipart()) throw fileProblem(IMPORT_MESSAGES.file);
        await limitAttempts(db, [{ key: `import upload by account:${caller.userId}`, max: IMPORT_UPLOADS_PER_HOUR }], 60 * 60);
        const id = await stageUpload(db, request, caller);
        return ok(IMPORT_MESSAGES.checked, await summaryOf(db, (await findImport(db, id, caller.userId))!));
      },
    );

    app.post('/api/import-one', doc("An import's counts: lines, valid, to add, to change, refused.", importIdBody), async (request) => {
      const { id } = parseBody(importIdBody, request.body);
      const { record } = await ownImport(request, id);
      return ok(IMPORT_MESSAGES.retrieved, await summaryOf(db, record));
    });

    app.post('/api/import-rows', doc("A page of an import's lines with their errors by column.", importRowsBody), async (request) => {
      const body = parseBody(importRowsBody, request.body);
      const { record } = await ownImport(request, body.id);
      return ok(IMPORT_MESSAGES.retrieved, await rowsPage(db, record.id, body.page, body.per_page, body.errors_only));
    });

    app.post(
      '/api/import-row-update',
      doc("Mends one line's cells (by the file's headings) and checks it again.", importRowUpdateBody),
      async (request) => {
        const body = parseBody(importRowUpdateBody, request.body);
        const { caller, record, importer } = await ownImport(request, body.id);
        checked(record);
        const mended = await db.transaction().execute(async (trx) => {
          // Held until the mend is saved: a run taking the import meanwhile waits, then reads the
          // lines as mended; a mend arriving after the run took it is refused; another mend waits,
          // then reads this one's lines as mended.
          if (!(await holdChecked(trx, record.id))) throw conflict(IMPORT_MESSAGES.notChecked);
          const row = await findRow(trx, record.id, body.line);
          if (!row) throw notFound(IMPORT_MESSAGES.noLine);
          const cells = { ...row.cells };
          for (const header of record.headers) if (header in body.values) cells[header] = body.values[header];
          const [line] = await checkLines(trx, caller, importer, record.id, [{ line: body.line, cells }], { mending: body.line });
          await saveRow(trx, record.id, line);
          // The lines refused as repeats of this one, or for taking a value it took (a phone), are
          // checked again, in the file's order: the mend may have freed their record or value.
          // A batch at a time, as a file is read: a value copied down a column leaves thousands waiting.
          const held = row.errors === null ? (row.claims ?? []) : [];
          const waiting = await linesWaitingOn(trx, record.id, body.line, held);
          for (let at = 0; at < waiting.length; at += BATCH) {
            const batch = waiting.slice(at, at + BATCH);
            for (const again of await checkLines(trx, caller, importer, record.id, batch, {})) await saveRow(trx, record.id, again);
          }
          return line;
        });
        const reply: ImportRow = { line: mended.line, values: mended.cells, action: mended.action, errors: mended.errors };
        return ok(IMPORT_MESSAGES.rowChecked, { row: reply, summary: await summaryOf(db, record) });
      },
    );

    app.post(
      '/api/import-run',
      doc(
        'Writes the valid lines in one transaction and refuses the rest. The reply is NDJSON: `{"progress":{"done","total"}}` lines, then the outcome as an envelope.',
        importIdBody,
      ),
      async (request, reply) => {
        const { id } = parseBody(importIdBody, request.body);
        const { record, importer } = await ownImport(request, id);
        checked(record);
        const { valid } = await summaryOf(db, record);
        if (!(await claimForRun(db, record.id, record.user_id))) throw conflict(IMPORT_MESSAGES.notChecked);
        const locale = messageLocale(request.headers['accept-language']);
        const out = new PassThrough();
        const send = (line: ImportProgress) => out.write(`${JSON.stringify(line)}\n`);
        void (async () => {
          try {
            await runImport(db, request, importer, record, valid, (done, total) => send({ progress: { done, total } }));
            const summary = await summaryOf(db, (await findImport(db, id, record.user_id))!);
            send({ status: 200, message: translateMessage(IMPORT_MESSAGES.imported, locale), data: summary });
          } catch (err) {
            request.log.error({ err }, 'import failed');
            await releaseRun(db, record.id).catch(() => undefined);
            send({ status: 500, message: translateMessage(IMPORT_MESSAGES.failed, locale), data: null });
          } finally {
            out.end();
          }
        })();
        return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(out);
      },
    );

    app.post(
      '/api/import-refused',
      doc('The refused lines as CSV, in the file\'s columns with an "Errors" column, to mend and import again.', importIdBody),
      async (request, reply) => {
        const { id } = parseBody(importIdBody, request.body);
        const { record } = await ownImport(request, id);
        const locale = messageLocale(request.headers['accept-language']);
        const columns = refusedColumns(record.headers, (message) => translateMessage(message, locale));
        return sendCsv(reply, exportFileName(`${record.resource}-refused`), columns, refusedBatches(db, record.id));
      },
    );

    const discardSummary = 'Drops a checked import, writing nothing; a run one is closed, what it wrote staying.';
    app.post('/api/import-discard', doc(discardSummary, importIdBody), async (request) => {
      const { id } = parseBody(importIdBody, request.body);
      const { record } = await ownImport(request, id);
      // Decided by the delete itself: a run taken since the read above is not dropped under it.
      const status = await dropUnlessRunning(db, record.id);
      if (status === undefined) throw conflict(IMPORT_MESSAGES.notChecked);
      return ok(status === 'done' ? IMPORT_MESSAGES.closed : IMPORT_MESSAGES.discarded);
    });
  };
}

import { once } from 'node:events';
import { CsvError, parse } from 'csv-parse';
import {
  CSV_REASON_OTHER,
  CSV_REASONS,
  IMPORT_MAX_LINE,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importMessage,
  type ImportDeclaration,
} from '../../../schema/import';
import type { Line } from './check';

// Reading an import file as it arrives: UTF-8 text (anything else is refused, not guessed), CSV
// by csv-parse, a heading line naming the columns, then the lines in batches, so a file of any
// length holds one batch in memory.

/** What is wrong with the file as a whole: the import stops and nothing is kept. */
export class ImportFileError extends Error {}

/** Lines are checked and kept this many at a time. */
export const BATCH = 500;

export interface Heading {
  /** The declared headings the file has, in its order. */
  headers: string[];
  ignored: string[];
}

/**
 * The file as text. A null character is no text a spreadsheet writes, and PostgreSQL cannot keep
 * it: it is what a file saved as UTF-16 holds in every other byte, so it gets the same advice.
 */
async function* utf8(source: AsyncIterable<Buffer>) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const checked = (text: string) => {
    if (text.includes('\u0000')) throw new ImportFileError(IMPORT_MESSAGES.encoding);
    return text;
  };
  try {
    for await (const chunk of source) yield checked(decoder.decode(chunk, { stream: true }));
    const rest = decoder.decode();
    if (rest) yield checked(rest);
  } catch (err) {
    if (err instanceof TypeError) throw new ImportFileError(IMPORT_MESSAGES.encoding);
    throw err;
  }
}

/**
 * The file's columns against the declaration's: each known once, every required one there. A
 * column under an earlier name (an alias) is read, kept and shown under its heading.
 */
function headingOf(declaration: ImportDeclaration, record: string[]): { heading: Heading; columns: (string | undefined)[] } {
  const byName = new Map(
    declaration.columns.flatMap((c) => [c.header, ...(c.aliases ?? [])].map((name) => [name.toLowerCase(), c.header])),
  );
  const columns = record.map((cell) => byName.get(cell.trim().toLowerCase()));
  const headers = columns.filter((c): c is string => c !== undefined);
  if (new Set(headers).size !== headers.length) throw new ImportFileError(IMPORT_MESSAGES.repeatedColumn);
  const missing = declaration.columns.filter((c) => c.required && !headers.includes(c.header)).map((c) => c.header);
  if (missing.length) throw new ImportFileError(importMessage.missingColumns(missing));
  const ignored = record.filter((_, i) => columns[i] === undefined).map((c) => c.trim());
  return { heading: { headers, ignored }, columns };
}

/**
 * Our exports write text that starts like a formula, or with a quote before one, with a quote
 * before it (server/export/csv.ts); the cell is the text.
 */
const undefused = (cell: string) => (/^''?[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const csvProblem = (err: CsvError & { lines?: number }) =>
  new ImportFileError(importMessage.badLine(err.lines ?? 1, CSV_REASONS[err.code] ?? CSV_REASON_OTHER));

/**
 * Reads the file: the heading first (onHeading), then each batch of lines (onBatch) before the
 * next is read. Throws ImportFileError for a file that is not UTF-8, not CSV, or not this list's.
 */
export async function readImportFile(
  source: AsyncIterable<Buffer>,
  declaration: ImportDeclaration,
  onHeading: (heading: Heading) => Promise<void>,
  onBatch: (lines: Line[]) => Promise<void>,
): Promise<void> {
  const parser = parse({ bom: true, skip_empty_lines: true, info: true, max_record_size: IMPORT_MAX_LINE });
  const stop = new AbortController();
  const feed = (async () => {
    try {
      for await (const text of utf8(source)) if (!parser.write(text)) await once(parser, 'drain', { signal: stop.signal });
      parser.end();
    } catch (err) {
      parser.destroy(err as Error);
    }
  })();
  let columns: (string | undefined)[] | undefined;
  let batch: Line[] = [];
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number; empty_lines: number } }>) {
      if (!columns) {
        const read = headingOf(declaration, record);
        columns = read.columns;
        await onHeading(read.heading);
        continue;
      }
      // A row of empty cells is skipped but counted, as an empty line is: each line keeps the
      // number a spreadsheet shows it under.
      if (record.every((cell) => cell === '')) continue;
      if (++count > IMPORT_MAX_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
      const cells: Record<string, string> = {};
      record.forEach((cell, i) => {
        if (columns![i] !== undefined) cells[columns![i]!] = undefused(cell);
      });
      batch.push({ line: info.records + info.empty_lines, cells });
      if (batch.length === BATCH) {
        await onBatch(batch);
        batch = [];
      }
    }
  } catch (err) {
    stop.abort();
    parser.destroy();
    if (err instanceof CsvError) throw csvProblem(err);
    throw err;
  } finally {
    await feed;
  }
  if (!columns) throw new ImportFileError(IMPORT_MESSAGES.noHeading);
  if (batch.length) await onBatch(batch);
  if (!count) throw new ImportFileError(IMPORT_MESSAGES.noRows);
}

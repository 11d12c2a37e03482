import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { marketDayOf } from '../../schema/marketDay';

/** A column of an export: its heading and how a row gives its cell. */
export interface CsvColumn<R> {
  header: string;
  value: (row: R) => unknown;
}

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
// Text that already starts with the defusing ' before one is defused too: an import takes one '
// off (server/resources/imports/file.ts), so it reads the text as it was.
const FORMULA_START = /^'?[=+\-@\t\r]/;
// PostgreSQL's numeric values arrive as text; a plain signed decimal is a number, not a formula.
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** One cell: quoted when it holds a quote, comma or line break; text that looks like a formula is defused. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join(', ');
  else text = String(value);
  // Only text is defused: a negative number is a number, not a formula.
  if (typeof value === 'string' && FORMULA_START.test(text) && !DECIMAL.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Text as part of a file name: ASCII letters and digits in lower case, the rest one dash, at most
 * 40 characters ("Śrī Gaṇeś & Sons" is "sri-ganes-sons"). Accents go; letters of other scripts
 * (Hindi) are left out, so a name of none of them at all gives ''.
 */
export const fileNamePart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-|-$/g, '');

/** `orders-2026-11-23.csv`: what the download is saved as. */
export const exportFileName = (name: string, now = new Date()) => `${name}-${marketDayOf(now)}.csv`;

/**
 * Streams the rows as CSV, one batch at a time: the reply holds one batch, never the table.
 * The first batch is read before the headers go out, so a failing query is still a clean 500.
 */
export async function sendCsv<R>(reply: FastifyReply, fileName: string, columns: readonly CsvColumn<R>[], batches: AsyncIterable<R[]>) {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* lines() {
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (Hindi names).
    yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
    let batch = first;
    while (!batch.done) {
      yield batch.value.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
      batch = await iterator.next();
    }
  }
  return reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(Readable.from(lines(), { highWaterMark: 1 }));
}

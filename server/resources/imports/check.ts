import type { Kysely } from 'kysely';
import { importMessage, type ImportDeclaration } from '../../../schema/import';
import type { Caller } from '../../auth/context';
import type { DB } from '../../db/types';
import { textProblem } from '../../http/textGuard';
import { actionOf, isValid, type Importer, type RowCheck, type ValidRow } from './importer';
import { linesWithClaims, linesWithKeys, type StagedRow } from './queries';

/** A line of the file: its number as a spreadsheet shows it (the heading is 1) and its cells by heading. */
export interface Line {
  line: number;
  cells: Record<string, string>;
}

/** A cell naming a choice but for letter case and spaces around it (`yes`, `rent`) gives that choice. */
const asChoice = (choices: readonly string[], cell: string) => choices.find((c) => c.toLowerCase() === cell.trim().toLowerCase()) ?? cell;

const valuesOf = (declaration: ImportDeclaration, cells: Record<string, string>) =>
  Object.fromEntries(
    declaration.columns
      .filter((c) => c.header in cells)
      .map((c) => [c.field, c.choices ? asChoice(c.choices, cells[c.header]) : cells[c.header]]),
  );

/**
 * The cells holding text no call of the API takes (a null, a control or bidi character, broken
 * unicode), refused under their field as the body guard refuses them in a form's save.
 */
const textErrorsOf = (declaration: ImportDeclaration, cells: Record<string, string>): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const column of declaration.columns) {
    const problem = column.header in cells ? textProblem(cells[column.header]) : undefined;
    if (problem) errors[column.field] = [problem];
  }
  return errors;
};

/** Errors by heading, as the preview shows them beside the cells; '' is the row as a whole. */
function byHeader(declaration: ImportDeclaration, errors: Record<string, string[]>) {
  const header = (field: string) => declaration.columns.find((c) => c.field === field)?.header ?? '';
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) out[header(field)] = [...(out[header(field)] ?? []), ...messages];
  return out;
}

/**
 * A line as it is kept. Its claims are what a valid line takes; a refused line has some only when
 * it passed every rule but was refused for another line's naming its record or taking one of them
 * (the importers set them once every rule passed), so a mend of that other line finds it and checks it again.
 */
export const staged = (declaration: ImportDeclaration, row: RowCheck, cells: Record<string, string>): StagedRow => {
  const claims = row.claims?.length ? row.claims.map((c) => c.id) : null;
  return isValid(row)
    ? { line: row.line, cells, errors: null, action: actionOf(row), key: row.key, claims }
    : { line: row.line, cells, errors: byHeader(declaration, row.errors), action: null, key: null, claims };
};

/** Runs the importer's checks over lines, as RowChecks in the lines' order. */
export async function checkRows(db: Kysely<DB>, caller: Caller, importer: Importer, lines: Line[]): Promise<RowCheck[]> {
  const rows = lines.map(({ line, cells }): RowCheck => ({
    line,
    values: valuesOf(importer.declaration, cells),
    errors: textErrorsOf(importer.declaration, cells),
  }));
  await importer.check(db, caller, rows);
  return rows;
}

/**
 * Who names which record, and who takes which value of another unique rule: while a file is read,
 * the first line of each key and of each claim (maps the upload carries from batch to batch: a
 * string or two per valid line, some megabytes at the most); when lines are checked again, the
 * import's valid lines read from its rows, but for the line being mended (lines checked again
 * because of a mend are refused ones, which hold nothing).
 */
export type KeyOwners = { seen: Map<string, number>; claimed: Map<string, number> } | { mending?: number };

/**
 * Checks lines as they will be kept: the importer's rules, then one line per record, and one line
 * per value of another unique rule. A line that names a record, or takes a value (a phone), that an
 * earlier valid line (or, mending one, any other valid line) already does is refused: the run,
 * which writes the lines in order, would refuse it then.
 */
export async function checkLines(
  db: Kysely<DB>,
  caller: Caller,
  importer: Importer,
  importId: string,
  lines: Line[],
  owners: KeyOwners,
): Promise<StagedRow[]> {
  const rows = await checkRows(db, caller, importer, lines);
  const valid = rows.filter(isValid);
  // Mending, read one after the other: the two reads share the mend's transaction.
  const seen =
    'seen' in owners
      ? owners.seen
      : await linesWithKeys(
          db,
          importId,
          valid.map((r) => r.key),
          owners.mending,
        );
  const claims = valid.flatMap((r) => r.claims?.map((c) => c.id) ?? []);
  const claimed = 'claimed' in owners ? owners.claimed : await linesWithClaims(db, importId, claims, owners.mending);
  refuseRepeats(importer.declaration, valid, seen, claimed);
  return rows.map((row, i) => staged(importer.declaration, row, lines[i].cells));
}

/**
 * Refuses, in the lines' order, a valid line naming a record a line before it names (`seen`, by
 * key) or taking a value one takes under another unique rule (`claimed`), and records what the
 * others name and take. Only a line that stays valid holds anything: one refused as a repeat
 * leaves its other values to the lines after it.
 */
export function refuseRepeats(declaration: ImportDeclaration, valid: ValidRow[], seen: Map<string, number>, claimed: Map<string, number>) {
  for (const row of valid) {
    const first = seen.get(row.key);
    if (first !== undefined) {
      row.errors[declaration.key[declaration.key.length - 1]] = [importMessage.repeated(first)];
      continue;
    }
    const taken = row.claims?.find((c) => claimed.has(c.id));
    if (taken) {
      row.errors[taken.field] = [taken.message];
      continue;
    }
    seen.set(row.key, row.line);
    for (const claim of row.claims ?? []) claimed.set(claim.id, row.line);
  }
}

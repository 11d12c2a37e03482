import { z } from 'zod';
import { ENTITIES } from './index';
import { permissionName, type PermissionName, type Subject } from './permissions';
import { PRODUCT_IMPORT } from './product';
import { humanise, labelFieldOf, type EntityDeclaration } from './registry';
import { tooLong } from './text';
import { USER_IMPORT } from './user';

// CSV import: a file is checked row by row with the rules and messages of the forms, previewed,
// mended, then its valid rows written in one transaction. What a file may hold is declared here
// per list: each lookup's columns come from its declaration, so a new lookup imports once declared.

/** A column of an import file: its heading and the body field it fills. */
export interface ImportColumn {
  header: string;
  field: string;
  /** The file must have this column (a field the form requires and nothing else supplies). */
  required: boolean;
  /**
   * The cell names a record of another list by its name (or gives its id): a lookup entity's
   * name, or `seller` (an account by phone or e-mail).
   */
  reference?: string;
  /** The field whose record the named one belongs to (a state within its country). */
  within?: string;
  /** Other headings read as this column: names it had before (a delete flag's Category Type). */
  aliases?: readonly string[];
  /** The values a cell takes, as the import page lists them (letter case aside). */
  choices?: readonly string[];
  /**
   * A blank cell says nothing, as the column left out does: a changed record keeps its value and
   * a new one takes its default (a delete flag). The preview does not warn that it empties the field.
   */
  blankKeeps?: boolean;
  /** What the column means, where its heading does not say it: the import page's app.imports.meanings.<meaning> (a user's Type follows its account type). */
  meaning?: 'delete_flag' | 'is_type';
}

export interface ImportDeclaration {
  /** The react-admin resource the import fills (its list shows the Import button). */
  resource: string;
  subject: Subject;
  columns: readonly ImportColumn[];
  /** The fields that name a record: a row whose key matches one updates it instead of adding another. */
  key: readonly [string, ...string[]];
}

/**
 * The declaration as a caller's file is read: only staff name a row's owner (a `seller`
 * reference), so a seller's Owner column is ignored as any unknown column is, and its rows are its own.
 */
export const importFor = (declaration: ImportDeclaration, staff: boolean): ImportDeclaration =>
  staff ? declaration : { ...declaration, columns: declaration.columns.filter((c) => c.reference !== 'seller') };

/** A resource's own import declaration, its columns naming fields of its form. */
export type ImportDeclarationOf<Field extends string> = Omit<ImportDeclaration, 'columns'> & {
  columns: readonly (ImportColumn & { field: Field })[];
};

/**
 * A lookup's import: every field but its picture, headed as its export and its form head it (a
 * delete flag as Delete Type, its humanised name still read); its key is its first unique rule.
 */
export function importOfEntity(entity: EntityDeclaration): ImportDeclaration {
  const columns = Object.entries(entity.fields)
    .filter(([, spec]) => spec.kind !== 'image')
    .map(([field, spec]): ImportColumn => {
      const reference = spec.reference?.entity;
      const named = humanise(reference ?? field);
      const header = spec.label ?? named;
      const deleteFlag = field === entity.deleteFlag;
      return {
        header,
        field,
        // A delete flag keeps its value (or is deletable) and a fixed reference takes its fixed row when left out.
        required: spec.required && !deleteFlag && !spec.fixed,
        ...(reference && { reference }),
        ...(spec.reference?.dependsOn && { within: spec.reference.dependsOn }),
        ...(header !== named && { aliases: [named] }),
        ...(spec.choices && { choices: spec.choices }),
        ...(deleteFlag && { blankKeeps: true, meaning: 'delete_flag' as const }),
        // Blank, a fixed reference is its fixed row (India), as when the column is left out: it empties nothing.
        ...(spec.fixed && { blankKeeps: true }),
      };
    });
  const key = entity.unique[0]?.fields ?? [labelFieldOf(entity)];
  return { resource: entity.resource, subject: entity.subject, columns, key: key as [string, ...string[]] };
}

export const IMPORTS: readonly ImportDeclaration[] = [USER_IMPORT, PRODUCT_IMPORT, ...ENTITIES.map(importOfEntity)];

export const importOf = (resource: string) => IMPORTS.find((i) => i.resource === resource);

/** An import adds and changes records: it takes both permissions of the list. */
export const importPermissions = (declaration: ImportDeclaration): PermissionName[] => [
  permissionName(declaration.subject, 'create'),
  permissionName(declaration.subject, 'edit'),
];

/** The largest file taken, and the most rows in it. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** The longest line read, in characters: the parser holds a whole line, and a mend takes 5,000 a cell. */
export const IMPORT_MAX_LINE = 64 * 1024;
/** The most rows a preview page holds. */
export const IMPORT_PAGE_MAX = 100;
/**
 * Files an account may send in an hour: each is checked line by line against the database, and
 * an account that anyone may register could otherwise keep the server checking files.
 */
export const IMPORT_UPLOADS_PER_HOUR = 30;
/** Imports an account keeps waiting to be run: a file past them removes the oldest waiting one. */
export const IMPORT_WAITING_MAX = 10;

const RESOURCES = IMPORTS.map((i) => i.resource);

export const IMPORT_MESSAGES = {
  resource: `The list must be one of: ${RESOURCES.join(', ')}.`,
  file: 'Choose a CSV file to import.',
  fieldsFirst: 'Send the list before the file.',
  oneFile: 'Send one file only.',
  tooLarge: `The file may not be greater than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `The file may hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
  encoding: 'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8" and upload it again.',
  noHeading: 'The file is empty: its first line must name the columns.',
  noRows: 'The file has its heading line but no rows.',
  repeatedColumn: 'A column is named twice in the heading line.',
  notFound: 'Import not found.',
  notChecked: 'This import has already been run or is running.',
  noLine: 'The import has no row on this line.',
  values: 'The values must be an object of texts.',
  retrieved: 'Import retrieved successfully.',
  checked: 'File checked.',
  rowChecked: 'Row checked.',
  imported: 'Import done.',
  discarded: 'Import discarded; nothing was changed.',
  closed: 'Import closed; the rows it imported stay.',
  failed: 'The import failed and nothing was changed.',
  sellerUnknown: 'No seller has this phone number or e-mail.',
} as const;

/** Messages that name what they are about. */
export const importMessage = {
  missingColumns: (headers: readonly string[]) => `The file lacks the columns: ${headers.join(', ')}.`,
  /** csv-parse's reason for refusing a line, as a person reads it. */
  badLine: (line: number, reason: string) => `Line ${line}: ${reason}`,
  unknown: (entity: string, value: string) => `No ${humanise(entity).toLowerCase()} is named "${value}".`,
  unknownWithin: (entity: string, within: string, value: string) =>
    `No ${humanise(entity).toLowerCase()} of this ${humanise(within).toLowerCase()} is named "${value}".`,
  /** A cell naming a record within another (a sub category within its category) whose other is not known. */
  awaitsParent: (entity: string, within: string) =>
    `The ${humanise(entity).toLowerCase()} is checked once the ${humanise(within).toLowerCase()} is known.`,
  ambiguous: (entity: string, value: string) => `More than one ${humanise(entity).toLowerCase()} is named "${value}"; give its id.`,
  /** A product line names its product by name only (its file has no id): the owner's same-named products must be told apart first. */
  sameNamedProducts: (name: string) =>
    `More than one of the owner's products is named "${name}"; rename all but one of them, then import this line again.`,
  repeated: (line: number) => `Line ${line} names the same record; a record is imported once.`,
};

/** Why csv-parse refused a line, by its error code. */
export const CSV_REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quote is opened and never closed.',
  CSV_INVALID_CLOSING_QUOTE: 'a quote closes a cell in the middle of its text.',
  INVALID_OPENING_QUOTE: 'a quote opens in the middle of a cell.',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'the line has a different number of cells than the heading.',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows a closing quote.',
  CSV_MAX_RECORD_SIZE: `the line is longer than ${IMPORT_MAX_LINE.toLocaleString('en-IN')} characters.`,
};
export const CSV_REASON_OTHER = 'the line cannot be read as CSV.';

const importId = z.uuid({ error: 'The id must be a valid id.' });

export const importUploadFields = z.object({
  resource: z.enum(RESOURCES as [string, ...string[]], { error: IMPORT_MESSAGES.resource }),
});
export const importIdBody = z.object({ id: importId });
export const importRowsBody = z.object({
  id: importId,
  page: z.coerce
    .number({ error: 'The page must be a whole number of 1 or more.' })
    .int('The page must be a whole number of 1 or more.')
    .min(1, 'The page must be a whole number of 1 or more.')
    .default(1),
  per_page: z.coerce
    .number({ error: `The per page must be between 1 and ${IMPORT_PAGE_MAX}.` })
    .int(`The per page must be between 1 and ${IMPORT_PAGE_MAX}.`)
    .min(1, `The per page must be between 1 and ${IMPORT_PAGE_MAX}.`)
    .max(IMPORT_PAGE_MAX, `The per page must be between 1 and ${IMPORT_PAGE_MAX}.`)
    .default(25),
  errors_only: z.boolean({ error: 'errors_only must be true or false.' }).default(false),
});
export const importRowUpdateBody = z.object({
  id: importId,
  line: z
    .number({ error: 'The line must be a whole number.' })
    .int('The line must be a whole number.')
    .min(2, IMPORT_MESSAGES.noLine)
    .max(IMPORT_MAX_ROWS + 1, IMPORT_MESSAGES.noLine),
  values: z.record(z.string(), z.string({ error: IMPORT_MESSAGES.values }).max(5000, tooLong(5000)), {
    error: IMPORT_MESSAGES.values,
  }),
});

export type ImportStatus = 'checked' | 'running' | 'done';

/** What a valid line does: add a record, change one, or nothing (its record already holds what it gives). */
export type ImportAction = 'create' | 'update' | 'same';

/** An import as its screens show it. */
export interface ImportSummary {
  id: string;
  resource: string;
  file_name: string;
  status: ImportStatus;
  /** The file's headings the import reads, in the file's order; others are ignored. */
  headers: string[];
  ignored: string[];
  /** The columns left blank in a row that changes a record: the import empties those fields (or sets their default). */
  blank_in_updates: string[];
  total: number;
  /** Rows that pass every check: those an import writes. */
  valid: number;
  /** Of the valid rows, those that add a record, those that change one and those whose record already holds them. */
  creates: number;
  updates: number;
  unchanged: number;
  refused: number;
  /** After the run: what was written, and the lines left alone as their record already held them. */
  created: number | null;
  updated: number | null;
  left_unchanged: number | null;
}

/** One line of the file in the preview: its cells by heading, what it would do, and its errors by heading. */
export interface ImportRow {
  line: number;
  values: Record<string, string>;
  action: ImportAction | null;
  errors: Record<string, string[]> | null;
}

/** The run's reply, a JSON object per line: progress as it goes, then the outcome. */
export type ImportProgress =
  { progress: { done: number; total: number } } | { status: number; message: string; data: ImportSummary | null };

export const IMPORT_ERRORS_HEADER = 'Errors';

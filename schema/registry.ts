import { z } from 'zod';
import { choiceOf, listOf, referenceOf } from './fields';
import { fromText, roundToScale } from './number';
import { multiLineText, oneLineText, text, tooLong } from './text';
import type { Subject } from './permissions';

// An entity is declared once, as data (the way Django's ModelAdmin reads); the server derives
// its endpoints and the client its screens from the same declaration.

export type FieldKind = 'text' | 'textarea' | 'number' | 'choice' | 'reference' | 'image' | 'json' | 'list';

export interface FieldSpec<R extends z.ZodType = z.ZodType> {
  kind: FieldKind;
  /** Validates and converts a submitted value (multipart values arrive as strings). */
  rule: R;
  required: boolean;
  /** The column, when it differs from the field name. */
  column?: string;
  choices?: readonly string[];
  /** For references: the entity the id points at, and the column shown in lists for it. */
  reference?: { entity: string; display: string; dependsOn?: string };
  /** Fixed in the form (e.g. India on the states screen); the value to preselect by name. */
  fixed?: { byName: string };
  /** Shown in the form only (not a list column). */
  multiline?: boolean;
  /** The rows in use (`inUse`) were worked out from this value: it cannot change while any is. */
  fixedWhileUsed?: boolean;
  /**
   * What the form and its messages call the field where its name says something else (a delete
   * flag `category_type` is Delete Type); an import heads its column so.
   */
  label?: string;
}

/**
 * A list column that shows several fields as one text, e.g. `{iso3} - {iso2}`; its heading is the
 * i18n key resources.<resource>.columns.<name>.
 */
export interface CompositeColumn {
  name: string;
  fields: readonly [string, ...string[]];
  /** The text of a cell, with `{field}` standing for each field's value. */
  format: string;
}

/** A list column as the screen shows it: one field by name, or several written together. */
export type ListColumn = string | CompositeColumn;

export interface EntityDeclaration {
  /** The API name: /api/<name>-list, -create, -update, -delete, /api/dropdown-<name>-list. */
  name: string;
  /** The react-admin resource name (also the i18n key prefix resources.<resource>). */
  resource: string;
  /** Client route under /admin. */
  route: string;
  table: string;
  subject: Subject;
  /** Sidebar group. */
  menu: 'category' | 'lookup';
  fields: Record<string, FieldSpec>;
  /** The fields the list shows, in order. */
  list: readonly string[];
  /** How the screen groups `list` into columns, when not one column per field (countries). */
  columns?: readonly ListColumn[];
  search: readonly string[];
  /** Body fields that narrow the list, each naming a field of the declaration. */
  filters: readonly string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The yes/no column that allows deleting a row; absent: rows cannot be deleted at all. */
  deleteFlag?: string;
  /** Whether the screen offers delete at all (countries: no actions column). */
  canDelete: boolean;
  unique: readonly { fields: readonly string[]; message: string }[];
  /**
   * Rows elsewhere that refuse a delete, a move to another parent, and a change of a value they
   * were worked out from (`fixedWhileUsed`), while they point here.
   */
  inUse: readonly { table: string; column: string; message: string }[];
  dropdown: { fields: readonly string[]; filters: readonly string[] };
  messages: { list: string; created: string; updated: string; deleted: string; notFound: string };
  /** The create and update calls take multipart (an image), else JSON. */
  multipart: boolean;
  /** Explicit path names where the spec says so (country-create, country-update). */
  paths?: Partial<Record<'list' | 'create' | 'update' | 'delete' | 'dropdown' | 'export', string>>;
}

const DELETE_FLAG = ['yes', 'no'] as const;
/** A delete flag as its forms label it, whatever the entity calls its column. */
export const DELETE_FLAG_LABEL = 'Delete Type';

const requiredText = (message: string, max = 255) => z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

// Field builders: each carries the spec's message for the value it guards.
export const field = {
  text: (message: string, options: { max?: number; pattern?: [RegExp, string] } = {}): FieldSpec => {
    // A pattern says everything about the value, so its message alone is shown for it.
    const rule = options.pattern
      ? z.string({ error: message }).trim().min(1, message).regex(options.pattern[0], options.pattern[1])
      : oneLineText(requiredText(message, options.max));
    return { kind: 'text', rule, required: true };
  },
  // null is no text, as '' is: an API client clearing the field sends either.
  optionalText: (max = 255): FieldSpec => ({
    kind: 'text',
    rule: z.preprocess(blankToUndefined, oneLineText(text().trim().max(max, tooLong(max))).default('')),
    required: false,
  }),
  textarea: (message: string): FieldSpec => ({
    kind: 'textarea',
    rule: multiLineText(requiredText(message, 5000)),
    required: true,
    multiline: true,
  }),
  choice: (choices: readonly [string, ...string[]], message: string): FieldSpec => ({
    kind: 'choice',
    rule: z.enum(choices, { error: message }),
    required: true,
    choices,
  }),
  // Blank: required; any other value (an import's cell): the values it takes.
  deleteFlag: (): FieldSpec => ({
    kind: 'choice',
    rule: choiceOf(DELETE_FLAG, `${DELETE_FLAG_LABEL} is required`, `${DELETE_FLAG_LABEL} must be ${listOf(DELETE_FLAG)}`),
    required: true,
    choices: DELETE_FLAG,
    label: DELETE_FLAG_LABEL,
  }),
  number: (
    message: string,
    min: number,
    max: number,
    rangeMessage: string,
    options: { integer?: boolean; fixedWhileUsed?: boolean; scale?: number; notNumber?: string; digits?: number } = {},
  ): FieldSpec => {
    // Left out or blank: required; given but not a number ("abc"): `notNumber`, else the range it must be in.
    const given = (input: unknown) => input !== undefined && !(typeof input === 'string' && input.trim() === '');
    const number = z
      .number({ error: (issue) => (given(issue.input) ? (options.notNumber ?? rangeMessage) : message) })
      .min(min, rangeMessage)
      .max(max, rangeMessage);
    const checked = options.integer ? number.int(rangeMessage) : number;
    // Rounded to the decimals its column keeps, so a write's reply and an import's comparison see
    // the value stored rather than the digits typed.
    // Or kept as text of `digits` digits ("004"), as ISO 3166 writes a country's numeric code. Either
    // stays inside the preprocess below, so the API document still reads the field as required.
    const { scale, digits } = options;
    const rule =
      digits !== undefined
        ? checked.transform((n) => String(n).padStart(digits, '0'))
        : scale === undefined
          ? checked
          : checked.transform((n) => roundToScale(n, scale));
    return {
      kind: 'number',
      rule: z.preprocess(blankToUndefined, fromText(rule)),
      required: true,
      ...(options.fixedWhileUsed && { fixedWhileUsed: true }),
    };
  },
  // numeric(10, 8) columns.
  latitude: (): FieldSpec => field.number('Latitude is required', -90, 90, 'Latitude must be between -90 and 90', { scale: 8 }),
  longitude: (): FieldSpec => field.number('Longitude is required', -180, 180, 'Longitude must be between -180 and 180', { scale: 8 }),
  reference: (entity: string, message: string, display: string, options: { dependsOn?: string; fixedByName?: string } = {}): FieldSpec => ({
    kind: 'reference',
    // In lower case, as stored: a parent written in capitals is the same parent, not a move.
    rule: z.preprocess(blankToUndefined, referenceOf(`${entity} id`, message)),
    required: true,
    reference: { entity, display, dependsOn: options.dependsOn },
    ...(options.fixedByName && { fixed: { byName: options.fixedByName } }),
  }),
  image: (column: string): FieldSpec => ({ kind: 'image', rule: z.unknown().optional(), required: false, column }),
  json: (rule: z.ZodType): FieldSpec => ({ kind: 'json', rule, required: true, multiline: true }),
};

function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** The names of the fields a client may submit (images travel as files, not in the body). */
export const bodyFields = (entity: EntityDeclaration) =>
  Object.entries(entity.fields)
    .filter(([, spec]) => spec.kind !== 'image')
    .map(([name]) => name);

/** The zod object that checks a create or update body of an entity. */
export function bodySchema(entity: EntityDeclaration) {
  return z.object(Object.fromEntries(bodyFields(entity).map((name) => [name, entity.fields[name].rule])));
}

export const imageFieldOf = (entity: EntityDeclaration) => Object.entries(entity.fields).find(([, spec]) => spec.kind === 'image');

/** The column that holds the entity's image URL, if it has an image. */
export const imageColumn = (entity: EntityDeclaration) => imageFieldOf(entity)?.[1].column;

/**
 * A declared field by a name a client sent: an own field only, so a name every object inherits
 * (`constructor`, `toString`, `__proto__`) is no field rather than a function of Object.prototype.
 */
export const fieldOf = (entity: EntityDeclaration, name: string): FieldSpec | undefined =>
  Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;

/** The field that names a row in selects, titles and the audit log: the first text field the dropdown returns. */
export const labelFieldOf = (entity: EntityDeclaration): string =>
  entity.dropdown.fields.find((f) => f !== 'id' && entity.fields[f]?.kind === 'text') ?? 'id';

export const columnOf = (entity: EntityDeclaration, fieldName: string) => fieldOf(entity, fieldName)?.column ?? fieldName;

/** The names a list may be ordered by: its declared order and every field but its image. */
export const sortFieldsOf = (entity: EntityDeclaration): [string, ...string[]] => [
  entity.sort.field,
  ...Object.entries(entity.fields)
    .filter(([name, spec]) => spec.kind !== 'image' && name !== entity.sort.field)
    .map(([name]) => name),
];

export function apiPath(entity: EntityDeclaration, verb: 'list' | 'create' | 'update' | 'delete' | 'dropdown' | 'export'): string {
  return `/api/${entity.paths?.[verb] ?? (verb === 'dropdown' ? `dropdown-${entity.name}-list` : `${entity.name}-${verb}`)}`;
}

/** `tax_percentage` -> `Tax Percentage`, `sub-category` -> `Sub Category`: how a CSV heads a field. */
export const humanise = (name: string) =>
  name
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/** The screen's list columns: `columns` when declared, else one per field of `list`. */
export const listColumnsOf = (entity: EntityDeclaration): readonly ListColumn[] => entity.columns ?? entity.list;

/** A composite column's cell text, e.g. `IND - IN` for `{iso3} - {iso2}`; blank values print empty. */
export const formatColumn = (column: CompositeColumn, row: Record<string, unknown>): string =>
  column.format.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = row[name];
    return value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  });

/** How the client calls an entity: what src/providers/resources.ts keeps per react-admin resource. */
export interface LookupApi {
  api: string;
  /** Its permission subject, which names its records in the audit log and the live changes. */
  subject: Subject;
  paths?: EntityDeclaration['paths'];
  multipart?: boolean;
}

/**
 * The client's call table for the declared entities, keyed by react-admin resource. The build
 * writes it into the client (vite.config.ts `define`), so the first screen has it without zod.
 */
export const lookupApisOf = (entities: readonly EntityDeclaration[]): Record<string, LookupApi> =>
  Object.fromEntries(
    entities.map((entity) => [
      entity.resource,
      {
        api: entity.name,
        subject: entity.subject,
        ...(entity.paths && { paths: entity.paths }),
        ...(entity.multipart && { multipart: true }),
      },
    ]),
  );

export const defineEntity = <E extends EntityDeclaration>(entity: E): E => entity;

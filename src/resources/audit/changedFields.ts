import type { AuditValues } from './auditTypes';

/** Where a line's value sits: a column of the record, or a field of one of its parts (an address, a day). */
export interface ChangedField {
  key: string;
  field: string;
  /** For a part's field: which of how many parts, and the part's field (none when a part is one value, an image). */
  part?: { index: number; of: number; field?: string };
  before: unknown;
  after: unknown;
}

type Part = Record<string, unknown>;

const isPart = (value: unknown): value is Part => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A list of parts (a user's address, a product's images, labour days, an order's items), or none. */
const partsOf = (value: unknown): Part[] | undefined =>
  Array.isArray(value) && value.length > 0 && value.every(isPart) ? value : undefined;

/** A value a list of parts can stand beside: parts, or nothing (a part list that was or became empty). */
const partsOrNothing = (value: unknown) => partsOf(value) !== undefined || value == null || (Array.isArray(value) && !value.length);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A part list's lines: each part's fields that differ (all of them for a part added or removed). */
function partLines(field: string, before: Part[], after: Part[]): ChangedField[] {
  const of = Math.max(before.length, after.length);
  return Array.from({ length: of }, (_, index) => {
    const [b, a] = [before[index], after[index]];
    const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
    return keys
      .filter((key) => !same(b?.[key], a?.[key]))
      .map((key) => ({
        key: `${field}.${index}.${key}`,
        field,
        part: { index, of, field: keys.length > 1 ? key : undefined },
        before: b?.[key],
        after: a?.[key],
      }));
  }).flat();
}

/**
 * One line per field of an entry: a create has only "after", a delete only "before", an edit the
 * fields it changed (the server keeps nothing else). A list of parts is read field by field, so an
 * address edit shows the pin code it changed, not two copies of the whole address.
 */
export const changedFields = (before: AuditValues, after: AuditValues): ChangedField[] =>
  [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].flatMap((field) => {
    const [b, a] = [before?.[field], after?.[field]];
    const [bParts, aParts] = [partsOf(b), partsOf(a)];
    if ((bParts || aParts) && partsOrNothing(b) && partsOrNothing(a)) return partLines(field, bParts ?? [], aParts ?? []);
    return [{ key: field, field, before: b, after: a }];
  });

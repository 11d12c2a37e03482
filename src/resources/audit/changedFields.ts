import type { AuditValues } from './auditTypes';

/** Where a line's value sits: a column of the record, or a field of one of its parts (an address, a day). */
export interface ChangedField {
  key: string;
  field: string;
  /**
   * For a part's field: which of how many parts, or the part's own name (a labour day's, an order
   * item's product), and the part's field (none when a part is one value, an image).
   */
  part?: { index: number; of: number; name?: string; field?: string };
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

// Parts that carry a name of their own are matched by it: a labour day added before Tuesday must
// not read as every later day changed.
const NAMED_BY = ['day_name', 'product_name'];

// The record's id and times: the entry's own line already says which record, and when.
const UNSHOWN = new Set(['id', 'created_at', 'updated_at']);

/** The parts of both sides, paired: by name where every part has one, else by position. */
function pairsOf(before: Part[], after: Part[]) {
  const all = [...before, ...after];
  const nameKey = NAMED_BY.find((key) => all.every((part) => typeof part[key] === 'string'));
  if (!nameKey) return { nameKey, pairs: Array.from({ length: Math.max(before.length, after.length) }, (_, i) => [before[i], after[i]]) };
  const names = [...new Set(all.map((part) => part[nameKey] as string))];
  return { nameKey, pairs: names.map((name) => [before.find((p) => p[nameKey] === name), after.find((p) => p[nameKey] === name)]) };
}

/** The one field of parts that are one value each (a product's images), or none. */
function soleKeyOf(parts: Part[]) {
  const keys = new Set(parts.flatMap((part) => Object.keys(part)));
  return keys.size === 1 && parts.every((part) => Object.keys(part).length === 1) ? [...keys][0] : undefined;
}

/**
 * Parts that are one value each are a set: the values gone, then the values added. The first of
 * two images removed reads as that image gone, not as the second moved into its place.
 */
function valueLines(field: string, key: string, before: Part[], after: Part[]): ChangedField[] {
  const texts = (parts: Part[]) => parts.map((part) => JSON.stringify(part[key]));
  const [was, is] = [texts(before), texts(after)];
  const line = (side: 'gone' | 'added', value: unknown, index: number): ChangedField => ({
    key: `${field}.${side}.${index}`,
    field,
    part: { index, of: 1 },
    before: side === 'gone' ? value : undefined,
    after: side === 'added' ? value : undefined,
  });
  return [
    ...before.filter((_, i) => !is.includes(was[i])).map((part, i) => line('gone', part[key], i)),
    ...after.filter((_, i) => !was.includes(is[i])).map((part, i) => line('added', part[key], i)),
  ];
}

/** A part list's lines: each part's fields that differ (all of them for a part added or removed). */
function partLines(field: string, before: Part[], after: Part[]): ChangedField[] {
  const soleKey = soleKeyOf([...before, ...after]);
  if (soleKey !== undefined) return valueLines(field, soleKey, before, after);
  const { nameKey, pairs } = pairsOf(before, after);
  return pairs.flatMap(([b, a], index) => {
    const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter((key) => key !== nameKey);
    const name = nameKey ? String((b ?? a)?.[nameKey]) : undefined;
    return keys
      .filter((key) => !same(b?.[key], a?.[key]))
      .map((key) => ({
        key: `${field}.${index}.${key}`,
        field,
        part: { index, of: pairs.length, name, field: keys.length > 1 ? key : undefined },
        before: b?.[key],
        after: a?.[key],
      }));
  });
}

/**
 * One line per field of an entry: a create has only "after", a delete only "before", an edit the
 * fields it changed (the server keeps nothing else). A list of parts is read field by field, so an
 * address edit shows the pin code it changed, not two copies of the whole address.
 */
export const changedFields = (before: AuditValues, after: AuditValues): ChangedField[] =>
  [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
    .filter((field) => !UNSHOWN.has(field))
    .flatMap((field) => {
      const [b, a] = [before?.[field], after?.[field]];
      const [bParts, aParts] = [partsOf(b), partsOf(a)];
      if ((bParts || aParts) && partsOrNothing(b) && partsOrNothing(a)) return partLines(field, bParts ?? [], aParts ?? []);
      return [{ key: field, field, before: b, after: a }];
    });

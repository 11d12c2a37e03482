import { createHash } from 'node:crypto';
import { UUID_PATTERN } from '../../schema/fields';
import { validationFailed } from './errors';

/**
 * Where the last page of a list ended, so the next page is read from there through the sort
 * index instead of skipping `offset` entries.
 * It only stands for the page right after the one it came with, under the same filters and sort;
 * otherwise the list falls back to its offset. A forged cursor can only move within the rows the
 * caller may list anyway.
 */
export interface Cursor {
  /** The sort key of the last row shown: its timestamp as PostgreSQL prints it (microseconds kept) and its id. */
  at: string;
  id: string;
}

interface Sealed extends Cursor {
  sig: string;
  pos: number;
}

/** A digest of everything that decides a list's rows except the page itself. */
export const signatureOf = (params: Record<string, unknown>) => {
  const { page: _page, cursor: _cursor, ...rest } = params;
  const sorted = Object.fromEntries(
    Object.entries(rest)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 16);
};

export const sealCursor = (sig: string, pos: number, key: Cursor) =>
  Buffer.from(JSON.stringify({ sig, pos, at: key.at, id: key.id } satisfies Sealed)).toString('base64url');

// The shapes PostgreSQL prints (DateStyle ISO) and our ids have: nothing else reaches a cast.
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const INVALID = { cursor: ['The cursor is not valid.'] };

/** The cursor's key when it stands exactly before `position` of this list, else undefined. */
export function openCursor(cursor: string | undefined, sig: string, position: number): Cursor | undefined {
  if (!cursor) return undefined;
  let sealed: Partial<Sealed>;
  try {
    sealed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw validationFailed(INVALID);
  }
  const { at, id, pos } = sealed ?? {};
  if (typeof at !== 'string' || typeof id !== 'string' || typeof pos !== 'number' || !PG_TIMESTAMP.test(at) || !UUID_PATTERN.test(id)) {
    throw validationFailed(INVALID);
  }
  return sealed.sig === sig && pos === position ? { at, id } : undefined;
}

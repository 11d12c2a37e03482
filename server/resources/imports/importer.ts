import type { Kysely, Transaction } from 'kysely';
import type { ImportAction, ImportDeclaration } from '../../../schema/import';
import type { Caller } from '../../auth/context';
import type { DB } from '../../db/types';

/**
 * One line of a file under check. `values` holds the body fields the file gives, by field name:
 * a blank cell is '' (the form's rules decide what blank means), a column the file lacks is left
 * out (an update keeps what the record has). The importer fills `errors` by field ('' for the
 * row as a whole), or, for a valid row, its key, the record it updates, what to write, and
 * whether that record already holds it all (`unchanged`: the row is not written).
 */
export interface RowCheck {
  line: number;
  values: Record<string, unknown>;
  errors: Record<string, string[]>;
  key?: string;
  existingId?: string | null;
  write?: unknown;
  unchanged?: boolean;
  /**
   * What a valid row takes under the list's other unique rules (a user's phone, a country's ISO2
   * code), which no other line of the file may take: each by an id, with the field and message
   * a line taking it again is refused with.
   */
  claims?: Claim[];
}

/** A value a row takes under a unique rule other than its key. */
export interface Claim {
  id: string;
  field: string;
  message: string;
}

/** A row that passed every check, ready to be written. */
export type ValidRow = RowCheck & { key: string; existingId: string | null; write: unknown };

export const isValid = (row: RowCheck): row is ValidRow => !Object.keys(row.errors).length && row.key !== undefined;

export const actionOf = (row: ValidRow): ImportAction => (row.existingId === null ? 'create' : row.unchanged ? 'same' : 'update');

/** A value as the database gives it back and as a write sends it, alike: numeric text and numbers, null and undefined. */
const sameValue = (held: unknown, given: unknown) => {
  if (held === null || held === undefined || given === null || given === undefined) return (held ?? null) === (given ?? null);
  if (typeof held === 'number' || typeof given === 'number') return Number(held) === Number(given);
  return String(held) === String(given);
};

/** Whether a record (its columns as read) already holds every column of a write. */
export const holdsAlready = (record: Record<string, unknown>, write: Record<string, unknown>) =>
  Object.entries(write).every(([column, value]) => sameValue(record[column], value));

/** What an import needs of a list: its file's declaration, the check of a batch, the write of valid rows. */
export interface Importer {
  declaration: ImportDeclaration;
  /** Checks a batch of rows in place, with the rules and messages of the list's forms. */
  check(db: Kysely<DB>, caller: Caller, rows: RowCheck[]): Promise<void>;
  /** Writes checked rows in the run's transaction: adds or changes each (never one left unchanged). */
  write(trx: Transaction<DB>, caller: Caller, rows: ValidRow[]): Promise<void>;
  /**
   * Takes, before the run's first check, what its writes will hold, so that a record another writer
   * saves meanwhile is either committed before the check reads or waits for the run.
   */
  hold?(trx: Transaction<DB>): Promise<void>;
}

/** A key part as it compares: text without letter case or spaces around it, ids as they are. */
export const keyPart = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : String(value ?? ''));

/** Adds a rule's messages by field; a field already refused (a name not found) keeps that message alone. */
export function addIssues(row: RowCheck, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const refused = new Set(Object.keys(row.errors));
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    if (refused.has(field)) continue;
    const messages = (row.errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
}

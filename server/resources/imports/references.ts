import { sql, type Kysely } from 'kysely';
import { entityByName } from '../../../schema';
import { importMessage, type ImportColumn } from '../../../schema/import';
import { UUID_PATTERN } from '../../../schema/fields';
import { columnOf, labelFieldOf } from '../../../schema/registry';
import { loose } from '../../db/loose';
import type { DB } from '../../db/types';
import type { RowCheck } from './importer';

// A file names the records its rows point at as people know them: a category by its name, a city's
// state by the state's name within the row's country. One query per column and batch finds them.

interface Found {
  id: string;
  name: string;
  parent: string | null;
}

/** A lookup's rows named (or given by id) in the batch, within their parents when the column has one. */
async function findNamed(db: Kysely<DB>, entityName: string, within: string | undefined, names: string[], ids: string[]) {
  const target = entityByName(entityName);
  if (!target) throw new Error(`No declared entity ${entityName}`);
  const label = sql.ref(`${target.table}.${columnOf(target, labelFieldOf(target))}`);
  const parent = within ? sql.ref(`${target.table}.${columnOf(target, within)}`) : sql`NULL`;
  return (await loose(db)
    .selectFrom(target.table)
    .select([`${target.table}.id as id`, sql<string>`lower(${label})`.as('name'), sql<string | null>`${parent}::text`.as('parent')])
    .where((eb) =>
      eb.or([
        ...(names.length ? [eb(sql`lower(${label})`, 'in', names)] : []),
        ...(ids.length ? [eb(`${target.table}.id`, 'in', ids)] : []),
      ]),
    )
    .execute()) as unknown as Found[];
}

/** A cell as a name: without the spaces around it; '' when it names nothing. */
const cellText = (row: RowCheck, field: string) => {
  const cell = row.values[field];
  return typeof cell === 'string' ? cell.trim() : '';
};

/**
 * Puts each reference column's record id in place of the name the row gives, or an error on the
 * column: no such record, or more than one of that name. A blank cell names nothing and is left
 * to the form's rule (required, or no record), as the form's empty choice is. Columns within
 * another are resolved after it, among its record's children; a row whose parent failed or is
 * blank is left to that.
 */
export async function resolveLookups(db: Kysely<DB>, columns: readonly ImportColumn[], rows: RowCheck[]) {
  const ordered = columns.filter((c) => c.reference && entityByName(c.reference)).sort((a, b) => Number(!!a.within) - Number(!!b.within));
  for (const column of ordered) {
    for (const row of rows) if (typeof row.values[column.field] === 'string' && !cellText(row, column.field)) row.values[column.field] = '';
    const awaitsParent = (r: RowCheck) => column.within !== undefined && (!!r.errors[column.within] || !cellText(r, column.within));
    for (const row of rows)
      if (cellText(row, column.field) && awaitsParent(row))
        row.errors[column.field] = [importMessage.awaitsParent(column.reference!, column.within!.replace(/_id$/, ''))];
    const asking = rows.filter((r) => cellText(r, column.field) && !awaitsParent(r));
    if (!asking.length) continue;
    const cells = asking.map((r) => cellText(r, column.field));
    const ids = [...new Set(cells.filter((c) => UUID_PATTERN.test(c)))];
    const names = [...new Set(cells.map((c) => c.toLowerCase()))];
    const found = await findNamed(db, column.reference!, column.within, names, ids);
    for (const row of asking) {
      const cell = cellText(row, column.field);
      const parent = column.within ? ((row.values[column.within] as string | undefined) ?? null) : undefined;
      const matches = found.filter(
        (f) => (f.id === cell.toLowerCase() || f.name === cell.toLowerCase()) && (parent === undefined || f.parent === parent),
      );
      if (matches.length === 1) row.values[column.field] = matches[0].id;
      else if (matches.length > 1) row.errors[column.field] = [importMessage.ambiguous(column.reference!, cell)];
      else
        row.errors[column.field] = [
          column.within
            ? importMessage.unknownWithin(column.reference!, column.within.replace(/_id$/, ''), cell)
            : importMessage.unknown(column.reference!, cell),
        ];
    }
  }
}

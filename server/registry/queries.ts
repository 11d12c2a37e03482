import { sql, type Expression, type ExpressionBuilder, type Kysely, type QueryCreator, type SqlBool } from 'kysely';
import { columnOf, type EntityDeclaration } from '../../schema/registry';
import { entityByName } from '../../schema';
import { rowsAndTotal } from '../db/counters';
import { countCap, likePattern, type ListParams, type RowCount } from '../db/paging';
import type { LooseDB, LooseRow } from '../db/loose';

export type Where = (eb: ExpressionBuilder<LooseDB, string>) => Expression<SqlBool>;

const refAlias = (fieldName: string) => `ref_${fieldName}`;

/** The columns a row is read with: its own, its image, and each reference's display name; the table is the last of `from`, which the references join. */
export function selectRow(db: Kysely<LooseDB> | QueryCreator<LooseDB>, entity: EntityDeclaration, from: string[] = [entity.table]) {
  const t = entity.table;
  let query = db.selectFrom(from).select([`${t}.id`, `${t}.created_at`, `${t}.updated_at`]);
  for (const [name, spec] of Object.entries(entity.fields)) {
    query = query.select(`${t}.${columnOf(entity, name)}`);
    if (spec.kind === 'reference' && spec.reference) {
      const target = entityByName(spec.reference.entity)!;
      const alias = refAlias(name);
      query = query
        .leftJoin(`${target.table} as ${alias}`, `${alias}.id`, `${t}.${columnOf(entity, name)}`)
        .select(`${alias}.name as ${spec.reference.display}`);
    }
  }
  return query;
}

export function listWhere(entity: EntityDeclaration, search: string | undefined, filters: Record<string, string>, ids?: string[]): Where {
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (ids) conditions.push(ids.length ? eb(`${entity.table}.id`, 'in', ids) : eb.lit(false));
    const term = search?.trim();
    if (term) {
      conditions.push(eb.or(entity.search.map((f) => eb(`${entity.table}.${columnOf(entity, f)}`, 'ilike', likePattern(term)))));
    }
    for (const [name, value] of Object.entries(filters)) {
      conditions.push(eb(`${entity.table}.${columnOf(entity, name)}`, '=', value));
    }
    return eb.and(conditions);
  };
}

/** The list's order: the asked field (one of sortFieldsOf, checked by the list's body), else the declared one. */
export function sortOf(entity: EntityDeclaration, params: Pick<ListParams, 'sort' | 'order'>) {
  const sortField = params.sort ?? entity.sort.field;
  const sortColumn = sortField === 'created_at' ? 'created_at' : columnOf(entity, sortField);
  const order = (params.order ?? (params.sort ? 'ASC' : entity.sort.order)).toLowerCase() as 'asc' | 'desc';
  return { sortField, sortColumn, order };
}

export async function findPage(
  db: Kysely<LooseDB>,
  entity: EntityDeclaration,
  params: ListParams,
  where: Where,
  limit: number,
): Promise<{ rows: LooseRow[]; count: RowCount }> {
  const { sortColumn, order } = sortOf(entity, params);
  return rowsAndTotal(
    db,
    selectRow(db, entity)
      .where(where)
      .orderBy(`${entity.table}.${sortColumn}`, order)
      .orderBy(`${entity.table}.id`, order)
      .limit(limit)
      .offset((params.page - 1) * limit),
    {
      upTo: {
        base: db.selectFrom(entity.table).where(where),
        offset: (params.page - 1) * limit,
        pageSize: limit,
        cap: countCap(params.search),
      },
    },
  );
}

export const findById = (db: Kysely<LooseDB>, entity: EntityDeclaration, id: string): Promise<LooseRow | undefined> =>
  selectRow(db, entity).where(`${entity.table}.id`, '=', id).executeTakeFirst();

/** The first unique rule that another row already satisfies with these values. */
export async function duplicateOf(db: Kysely<LooseDB>, entity: EntityDeclaration, values: LooseRow, exceptId?: string) {
  for (const rule of entity.unique) {
    const found = await db
      .selectFrom(entity.table)
      .select('id')
      .where((eb) =>
        eb.and(
          rule.fields.map((f) => {
            const value = values[f];
            const column = `${entity.table}.${columnOf(entity, f)}`;
            return typeof value === 'string' && entity.fields[f].kind !== 'reference'
              ? eb(eb.fn('lower', [column]), '=', value.toLowerCase())
              : eb(column, '=', value);
          }),
        ),
      )
      .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
      .executeTakeFirst();
    if (found) return rule;
  }
  return undefined;
}

/** The message of the first table whose rows still point at this one. */
export async function inUseBy(db: Kysely<LooseDB>, entity: EntityDeclaration, id: string) {
  for (const use of entity.inUse) {
    const found = await db
      .selectFrom(use.table)
      .select(sql`1`.as('one'))
      .where(use.column, '=', id)
      .limit(1)
      .executeTakeFirst();
    if (found) return use.message;
  }
  return undefined;
}

/**
 * A row in use keeps its parents (a sub-category its category, a city its state): the rows under
 * it name the old pair (a product its category and sub-category, an address its state and city),
 * and would then contradict the rule every save of theirs is checked by. It also keeps the values
 * they were worked out from (`fixedWhileUsed`: a tax's rate, in its products' tax amounts).
 */
export async function changedInUse(db: Kysely<LooseDB>, entity: EntityDeclaration, previous: LooseRow, values: LooseRow) {
  const changed = Object.entries(entity.fields).filter(([name, spec]) => {
    const [now, before] = [values[name], previous[columnOf(entity, name)]];
    if (now === undefined) return false;
    if (spec.reference) return String(now) !== String(before);
    return Boolean(spec.fixedWhileUsed) && Number(now) !== Number(before);
  });
  if (!changed.length || !(await inUseBy(db, entity, String(previous.id)))) return {};
  const label = (name: string) => name.replace(/[-_]/g, ' ');
  return Object.fromEntries(
    changed.map(([name, spec]) => [
      name,
      [`This ${label(entity.name)} is in use, so its ${label(spec.reference?.entity ?? name)} cannot be changed.`],
    ]),
  );
}

/** References that point at no row, as field errors. */
export async function missingReferences(db: Kysely<LooseDB>, entity: EntityDeclaration, values: LooseRow) {
  const errors: Record<string, string[]> = {};
  for (const [name, spec] of Object.entries(entity.fields)) {
    if (spec.kind !== 'reference' || !spec.reference || values[name] === undefined) continue;
    const target = entityByName(spec.reference.entity)!;
    const row = await db.selectFrom(target.table).select('id').where('id', '=', values[name]).executeTakeFirst();
    if (!row) errors[name] = [`The selected ${spec.reference.entity.replace('-', ' ')} is invalid.`];
  }
  // A dependent reference must belong to its parent (a city's state is in the city's country).
  for (const [name, spec] of Object.entries(entity.fields)) {
    const parent = spec.reference?.dependsOn;
    if (!parent || errors[name] || errors[parent] || values[name] === undefined) continue;
    const target = entityByName(spec.reference!.entity)!;
    const row = await db
      .selectFrom(target.table)
      .select('id')
      .where('id', '=', values[name])
      .where(columnOf(target, parent), '=', values[parent])
      .executeTakeFirst();
    if (!row)
      errors[name] = [`The selected ${spec.reference!.entity} does not belong to the selected ${entity.fields[parent].reference!.entity}.`];
  }
  return errors;
}

/** Field values keyed by column, ready for INSERT or UPDATE. */
export function toColumns(entity: EntityDeclaration, values: LooseRow): LooseRow {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [columnOf(entity, name), value]));
}

export function dropdownRows(db: Kysely<LooseDB>, entity: EntityDeclaration, filters: Record<string, string>) {
  return db
    .selectFrom(entity.table)
    .select(entity.dropdown.fields.map((f) => `${entity.table}.${columnOf(entity, f)}`))
    .where((eb) => eb.and(Object.entries(filters).map(([name, value]) => eb(`${entity.table}.${columnOf(entity, name)}`, '=', value))))
    .orderBy(`${entity.table}.${columnOf(entity, entity.dropdown.fields.includes('name') ? 'name' : entity.sort.field)}`)
    .orderBy(`${entity.table}.id`)
    .limit(10_000)
    .execute();
}

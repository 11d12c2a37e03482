import { sql, type Kysely } from 'kysely';
import { importOfEntity } from '../../../schema/import';
import { bodySchema, columnOf, type EntityDeclaration } from '../../../schema/registry';
import { loose, type LooseRow } from '../../db/loose';
import type { DB } from '../../db/types';
import { changedInUse, duplicateOf, toColumns } from '../../registry/queries';
import { addIssues, holdsAlready, keyPart, type Importer, type RowCheck } from './importer';
import { resolveLookups } from './references';
import { laterVersion } from '../../audit/versions';

// A declared lookup's import, from its declaration alone: the same body rule as its create and
// update calls, its first unique rule as the key, its other unique rules checked as the calls do.

const DELETABLE = 'yes';

/**
 * The rows of the table the batch's keys may name: one array parameter per key field whatever the
 * batch's size (a list of row values grows a statement past what PGlite's protocol reads back),
 * kept by their exact key.
 */
async function findByKeys(db: Kysely<DB>, entity: EntityDeclaration, key: readonly string[], rows: RowCheck[]) {
  const found = new Map<string, LooseRow>();
  if (!rows.length) return found;
  const isText = (field: string) => entity.fields[field].kind !== 'reference';
  const column = (field: string) => sql.ref(`${entity.table}.${columnOf(entity, field)}`);
  let query = loose(db).selectFrom(entity.table).selectAll();
  for (const field of key) {
    const values = [...new Set(rows.map((r) => keyPart(r.values[field])))];
    query = query.where(
      isText(field)
        ? sql<boolean>`lower(${column(field)}) = ANY(${values}::text[])`
        : sql<boolean>`${column(field)}::text = ANY(${values}::text[])`,
    );
  }
  // In the run's transaction the records are held, as the update call holds its row: a save that
  // holds one as a reference (a product its tax, FOR SHARE) has committed, and is seen using it,
  // before changedInUse reads. No key changes, so foreign-key checks naming them go on meanwhile.
  if (db.isTransaction) query = query.forNoKeyUpdate();
  for (const row of await query.execute()) found.set(JSON.stringify(key.map((f) => keyPart(row[columnOf(entity, f)]))), row);
  return found;
}

/** The value a unique rule's fields hold, named by the rule's fields, as keys compare; null when one is empty (it holds nothing). */
function heldValue(rule: { fields: readonly string[]; message: string }, values: LooseRow) {
  const parts = rule.fields.map((f) => values[f]);
  return parts.some((part) => part === null || part === undefined || part === '')
    ? null
    : JSON.stringify([rule.fields, parts.map(keyPart)]);
}

const keyOf = (key: readonly string[], row: RowCheck) => JSON.stringify(key.map((f) => keyPart(row.values[f])));

export function lookupImporter(entity: EntityDeclaration): Importer {
  const declaration = importOfEntity(entity);
  const rule = bodySchema(entity);
  const fieldsOfRule = Object.keys(rule.shape);
  const otherUniques = entity.unique.slice(1);
  const keepsWhenBlank = new Set(declaration.columns.filter((c) => c.blankKeeps).map((c) => c.field));
  return {
    declaration,
    async check(db, _caller, rows) {
      // A fixed reference (a state's country) left out, or blank in a column the template offers as
      // optional, is its fixed row (India), as the form preselects it.
      for (const row of rows)
        for (const [name, spec] of Object.entries(entity.fields))
          if (spec.fixed && keyPart(row.values[name]) === '') row.values[name] = spec.fixed.byName;
      await resolveLookups(db, declaration.columns, rows);
      const keyed = rows.filter((r) => declaration.key.every((f) => !r.errors[f] && keyPart(r.values[f]) !== ''));
      const existing = await findByKeys(db, entity, declaration.key, keyed);
      for (const row of rows) {
        const current = keyed.includes(row) ? existing.get(keyOf(declaration.key, row)) : undefined;
        // A column the file lacks keeps the record's value; a new record is deletable unless the file
        // says not. A blank Delete Type, a column the template offers as optional, is said nothing.
        for (const field of fieldsOfRule) {
          const saysNothing = keepsWhenBlank.has(field) && keyPart(row.values[field]) === '';
          if (row.values[field] !== undefined && !saysNothing) continue;
          if (current) row.values[field] = current[columnOf(entity, field)];
          else if (field === entity.deleteFlag) row.values[field] = DELETABLE;
        }
        const parsed = rule.safeParse(row.values);
        if (!parsed.success) addIssues(row, parsed.error.issues);
        if (Object.keys(row.errors).length) continue;
        const values = parsed.data as LooseRow;
        // A record in use keeps its parents and the values its users were worked out from (a tax's
        // rate), as the update call refuses to change them.
        if (current) {
          const changed = await changedInUse(loose(db), entity, current, values);
          if (Object.keys(changed).length) {
            Object.assign(row.errors, changed);
            continue;
          }
        }
        // The other unique rules (a country's code), as the create and update calls check them.
        if (otherUniques.length) {
          const rule = await duplicateOf(loose(db), { ...entity, unique: otherUniques }, values, current?.id as string | undefined);
          if (rule) {
            row.errors[rule.fields.at(-1)!] = [rule.message];
            continue;
          }
        }
        // The values the line takes under the other rules, which no other line of the file may
        // take: held against the file's other lines in their order (check.ts refuseRepeats).
        row.claims = otherUniques.flatMap((rule) => {
          const value = heldValue(rule, values);
          return value === null ? [] : [{ id: value, field: rule.fields.at(-1)!, message: rule.message }];
        });
        row.key = keyOf(declaration.key, row);
        row.existingId = (current?.id as string | undefined) ?? null;
        row.write = toColumns(entity, values);
        row.unchanged = current !== undefined && holdsAlready(current, row.write as LooseRow);
      }
    },
    async write(trx, _caller, rows) {
      const ldb = loose(trx);
      const added = rows.filter((r) => r.existingId === null).map((r) => r.write as LooseRow);
      if (added.length) await ldb.insertInto(entity.table).values(added).execute();
      for (const row of rows) {
        if (row.existingId === null) continue;
        await ldb
          .updateTable(entity.table)
          .set({ ...(row.write as LooseRow), updated_at: laterVersion() })
          .where('id', '=', row.existingId)
          .execute();
      }
    },
  };
}

import type { Kysely } from 'kysely';
import { columnOf, fieldOf, formatColumn, humanise, listColumnsOf, type EntityDeclaration, type FieldSpec } from '../../schema/registry';
import { importOfEntity } from '../../schema/import';
import type { CsvColumn } from '../export/csv';
import { batchOf, keysetBatches, type KeyPosition, type KeyType, type SortKey } from '../export/keyset';
import type { LooseDB, LooseRow } from '../db/loose';
import { presentRow } from './present';
import { selectRow, sortOf, type Where } from './queries';

type ExportRow = LooseRow & KeyPosition;

const headerOf = (name: string, spec: FieldSpec | undefined) => spec?.label ?? humanise(spec?.reference?.entity ?? name);

/** A field's column, headed as the screen and an import head it; a reference by the name of its row. */
function fieldColumn(entity: EntityDeclaration, name: string): CsvColumn<LooseRow> {
  const spec = entity.fields[name];
  const reference = spec?.reference;
  return {
    header: headerOf(name, spec),
    value: (row) => (reference ? row[reference.display] : presentRow(entity, row)[columnOf(entity, name)]),
  };
}

/**
 * The export's columns are the list's columns, headed as the screen heads them (and as an import
 * reads them), then the fields an import of the list reads that they do not show (a state's Type,
 * a country's codes behind its joined columns, the Delete Type): the file imports back.
 */
export function registryColumns(entity: EntityDeclaration): CsvColumn<LooseRow>[] {
  const listed = listColumnsOf(entity).map((column): CsvColumn<LooseRow> => {
    if (typeof column !== 'string') {
      return {
        header: column.format.replace(/\{(\w+)\}/g, (_, f: string) => humanise(f)),
        value: (row) => formatColumn(column, presentRow(entity, row)),
      };
    }
    return fieldColumn(entity, column);
  });
  const headed = new Set(listed.map((c) => c.header.toLowerCase()));
  const unlisted = importOfEntity(entity).columns.filter(
    (c) => ![c.header, ...(c.aliases ?? [])].some((header) => headed.has(header.toLowerCase())),
  );
  return [...listed, ...unlisted.map((c) => fieldColumn(entity, c.field))];
}

const keyTypeOf = (spec: FieldSpec | undefined): KeyType =>
  !spec ? 'timestamptz' : spec.kind === 'number' ? 'numeric' : spec.kind === 'reference' ? 'uuid' : 'text';

/** The list's sort as an export key: the same order, so the file reads like the screen. */
export function registrySortKey(entity: EntityDeclaration, params: { sort?: string; order?: string }): SortKey {
  const { sortField, sortColumn, order } = sortOf(entity, params as { sort?: string; order?: 'ASC' });
  return { column: `${entity.table}.${sortColumn}`, type: keyTypeOf(fieldOf(entity, sortField)), id: `${entity.table}.id`, order };
}

/** Every row the list shows for the same body, in the list's order, one batch at a time. */
export function registryBatches(ldb: Kysely<LooseDB>, entity: EntityDeclaration, where: Where, params: { sort?: string; order?: string }) {
  const key = registrySortKey(entity, params);
  return keysetBatches((after, limit) => batchOf(selectRow(ldb, entity).where(where), key, after, limit).execute() as Promise<ExportRow[]>);
}

import type { Kysely } from 'kysely';
import { columnOf, fieldOf, formatColumn, humanise, listColumnsOf, type EntityDeclaration, type FieldSpec } from '../../schema/registry';
import type { CsvColumn } from '../export/csv';
import { batchOf, keysetBatches, type KeyPosition, type KeyType, type SortKey } from '../export/keyset';
import type { LooseDB, LooseRow } from '../db/loose';
import { presentRow } from './present';
import { selectRow, sortOf, type Where } from './queries';

type ExportRow = LooseRow & KeyPosition;

const headerOf = (name: string, spec: FieldSpec | undefined) => spec?.label ?? humanise(spec?.reference?.entity ?? name);

/** The export's columns are the list's columns, headed as the screen heads them (and as an import reads them). */
export function registryColumns(entity: EntityDeclaration): CsvColumn<LooseRow>[] {
  return listColumnsOf(entity).map((column) => {
    if (typeof column !== 'string') {
      return {
        header: column.format.replace(/\{(\w+)\}/g, (_, f: string) => humanise(f)),
        value: (row) => formatColumn(column, presentRow(entity, row)),
      };
    }
    const spec = entity.fields[column];
    const reference = spec?.reference;
    return {
      header: headerOf(column, spec),
      value: (row) => (reference ? row[reference.display] : presentRow(entity, row)[columnOf(entity, column)]),
    };
  });
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

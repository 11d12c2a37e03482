// The list's columns, read from the declaration: No., the declared columns (by their names, which
// the column chooser and saved views use: schema/view.ts), Actions.
import type { ReactElement } from 'react';
import { Avatar, Box, Link } from '@mui/material';
import { DataTable, type RaRecord } from 'react-admin';
import {
  formatColumn,
  labelFieldOf,
  listColumnsOf,
  type EntityDeclaration,
  type FieldSpec,
  type ListColumn,
} from '../../../schema/registry';
import { DeleteFlagButton } from './DeleteFlagButton';
import { EditRowButton } from './EditRowButton';
import { isDeletable } from './entityHelpers';
import { RowNumberField } from './RowNumberField';

type OnEdit = (record: RaRecord) => void;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A column's value as plain text: references by name, lists joined by commas, images by address. */
export function columnText(entity: EntityDeclaration, column: ListColumn, record: Record<string, unknown>): string {
  if (typeof column !== 'string') return formatColumn(column, record);
  const spec = entity.fields[column];
  switch (spec?.kind) {
    case 'reference':
      return text(record[spec.reference!.display]);
    case 'list':
      return Array.isArray(record[column]) ? record[column].join(', ') : text(record[column]);
    case 'image':
      return text(record[spec.column ?? column]);
    default:
      return text(record[column]);
  }
}

/** A field's cell as the spec shows it: references by name, lists joined by commas, images small. */
function cellOf(entity: EntityDeclaration, name: string, spec: FieldSpec): ((record: RaRecord) => ReactElement | string) | undefined {
  switch (spec.kind) {
    case 'reference':
    case 'list':
      return (record) => columnText(entity, name, record);
    case 'image':
      return (record) => <Avatar variant="rounded" src={columnText(entity, name, record) || undefined} alt="" />;
    default:
      return undefined; // react-admin prints the value of `source`
  }
}

/** Without an actions column (countries), the row's name opens the edit dialog, by mouse or keyboard, for whoever may edit. */
const editLink = (entity: EntityDeclaration, onEdit: OnEdit) => (record: RaRecord) => (
  <Link
    component="button"
    type="button"
    underline="hover"
    sx={{ textAlign: 'left' }}
    onClick={(event) => {
      event.stopPropagation();
      onEdit(record);
    }}
  >
    {text(record[labelFieldOf(entity)])}
  </Link>
);

export function registryColumns(entity: EntityDeclaration, onEdit?: OnEdit, mayDelete = true): ReactElement[] {
  const labelField = labelFieldOf(entity);
  // An account that may neither edit nor delete would see an Actions column with nothing in it.
  const hasActions = entity.canDelete && (mayDelete || onEdit !== undefined);

  const columns: ReactElement[] = [<DataTable.Col key="_no" label="app.registry.no" render={() => <RowNumberField />} disableSort />];
  // Plain columns are headed by resources.<resource>.fields.<field> (react-admin's own lookup,
  // which falls back to the field's name); composite ones by resources.<resource>.columns.<name>.
  for (const column of listColumnsOf(entity)) {
    if (typeof column !== 'string') {
      columns.push(
        <DataTable.Col
          key={column.name}
          source={column.name}
          label={`resources.${entity.resource}.columns.${column.name}`}
          render={(record) => columnText(entity, column, record)}
          disableSort
        />,
      );
      continue;
    }
    const spec = entity.fields[column];
    const render = onEdit && !hasActions && column === labelField ? editLink(entity, onEdit) : spec && cellOf(entity, column, spec);
    columns.push(
      <DataTable.Col key={column} source={column} render={render} disableSort={spec?.kind !== 'text' && spec?.kind !== 'number'} />,
    );
  }
  if (hasActions) {
    columns.push(
      <DataTable.Col
        key="_actions"
        label="app.registry.actions"
        render={(record) => (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {onEdit && <EditRowButton onEdit={onEdit} />}
            {isDeletable(entity, record) && <DeleteFlagButton label={text(record[labelField])} />}
          </Box>
        )}
      />,
    );
  }
  return columns;
}

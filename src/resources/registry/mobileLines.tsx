// The lines of a declared entity's phone-sized list, read from the declaration like its columns.
import { Avatar } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { labelFieldOf, listColumnsOf, type EntityDeclaration } from '../../../schema/registry';
import type { MobileListProps } from '../../common/ResponsiveList';
import { columnText } from './columns';
import { DeleteFlagButton } from './DeleteFlagButton';
import { isDeletable } from './entityHelpers';

/** How many of the other columns the second line shows; the declaration lists the telling ones first. */
const SECONDARY_COLUMNS = 2;

/** The line's menu: the row's delete, where the declaration and the row's delete flag allow it. */
const LineDelete = ({ entity }: { entity: EntityDeclaration }) => {
  const record = useRecordContext();
  if (!record || !isDeletable(entity, record)) return null;
  return <DeleteFlagButton label={columnText(entity, labelFieldOf(entity), record)} />;
};

/**
 * The row's name first; under it the next declared columns; the row's image, when the list shows
 * one, as its avatar. A tap opens the row's edit dialog as the desktop Edit button does, for users
 * who may edit (`onEdit` given); there is no page to go to. Delete is in the line's menu.
 */
export function mobileLinesOf(entity: EntityDeclaration, onEdit?: (record: RaRecord) => void): MobileListProps {
  const labelField = labelFieldOf(entity);
  const columns = listColumnsOf(entity).filter((column) => column !== labelField);
  const image = columns.find((column) => typeof column === 'string' && entity.fields[column]?.kind === 'image');
  const others = columns.filter((column) => column !== image).slice(0, SECONDARY_COLUMNS);
  return {
    primaryText: (record: RaRecord) => columnText(entity, labelField, record),
    secondaryText: (record: RaRecord) =>
      others
        .map((column) => columnText(entity, column, record))
        .filter(Boolean)
        .join(' · '),
    leftIcon: image
      ? (record: RaRecord) => <Avatar variant="rounded" src={columnText(entity, image, record) || undefined} alt="" />
      : undefined,
    onLineOpen: onEdit,
    lineActions: entity.canDelete ? <LineDelete entity={entity} /> : undefined,
  };
}

import { useMemo, useState } from 'react';
import { Typography } from '@mui/material';
import { ResourceContextProvider, useGetResourceLabel, useListContext, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import type { EntityDeclaration } from '../../../schema/registry';
import { ChoosableColumns } from '../../common/columns/ChoosableColumns';
import { ListAccess } from '../../common/ListAccess';
import { ChoosableTable } from '../../common/columns/ChoosableTable';
import { ResponsiveList } from '../../common/ResponsiveList';
import { AdminList } from '../../common/AdminList';
import { useCreateFromAddress } from '../../common/useCreateFromAddress';
import { useResponsiveFilters } from '../../common/ResponsiveFilters';
import { registryColumns } from './columns';
import { mobileLinesOf } from './mobileLines';
import { RegistryDialogForm } from './RegistryDialogForm';
import { RegistryListActions } from './RegistryListActions';
import { useOpenedWith } from '../../common/savedViews/useOpenedWith';
import { DEFAULT_PER_PAGE } from '../../common/pageSizes';
import { entityFilterInputs, WithFixedFilters } from './entityFilters';
import { PageHeading } from '../../common/PageHeading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/** null: closed; { record: undefined }: create; { record }: edit that row. */
type DialogState = { record?: RaRecord } | null;

const EmptyRows = () => {
  const translate = useTranslate();
  const { filterValues, filter } = useListContext();
  // A fixed filter (India on states and cities) is the screen's, not the user's: it narrows nothing they chose.
  const filtered = Object.entries(filterValues ?? {}).some(([name, v]) => v !== undefined && v !== '' && filter?.[name] === undefined);
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(filtered ? 'app.registry.no_match' : 'app.registry.empty')}
    </Typography>
  );
};

/** A declared entity's screen: heading, filters, table and its create / edit dialog. */
export const RegistryList = ({ entity }: { entity: EntityDeclaration }) => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const [dialog, setDialog] = useState<DialogState>(null);
  const opened = useOpenedWith();
  useCreateFromAddress(() => setDialog({}));
  const title = translate('app.registry.list_title', { name: getResourceLabel(entity.resource, 1) });
  useDocumentTitle(title);
  const { canAccess: canEdit } = useCanAccess({ resource: entity.resource, action: 'edit' });
  const onEdit = useMemo(() => (canEdit ? (record: RaRecord) => setDialog({ record }) : undefined), [canEdit]);
  const { canAccess: canDelete } = useCanAccess({ resource: entity.resource, action: 'delete' });
  const columns = useMemo(() => registryColumns(entity, onEdit, canDelete), [entity, onEdit, canDelete]);
  const mobileLines = useMemo(() => mobileLinesOf(entity, onEdit), [entity, onEdit]);
  const filters = useResponsiveFilters(useMemo(() => entityFilterInputs(entity), [entity]));

  return (
    <ResourceContextProvider value={entity.resource}>
      <ListAccess resource={entity.resource}>
        <PageHeading sx={{ mt: 2 }}>{title}</PageHeading>
        <WithFixedFilters entity={entity}>
          {(fixed) => (
            <ChoosableColumns>
              <AdminList
                resource={entity.resource}
                title={title}
                perPage={DEFAULT_PER_PAGE}
                sort={entity.sort}
                filters={filters}
                filter={fixed}
                filterDefaultValues={fixed}
                storeKey={false}
                actions={<RegistryListActions onAdd={() => setDialog({})} opened={opened} />}
              >
                <ResponsiveList {...mobileLines} empty={<EmptyRows />}>
                  <ChoosableTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows />}>
                    {columns}
                  </ChoosableTable>
                </ResponsiveList>
              </AdminList>
            </ChoosableColumns>
          )}
        </WithFixedFilters>
        {dialog && <RegistryDialogForm entity={entity} record={dialog.record} onClose={() => setDialog(null)} />}
      </ListAccess>
    </ResourceContextProvider>
  );
};

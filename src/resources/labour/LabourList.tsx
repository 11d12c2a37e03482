import { Typography } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { ACTIVE_STATUSES, useBulkActionButtons } from '../../common/useBulkActionButtons';
import { TitledList } from '../../common/TitledList';
import { ChoosableColumns } from '../../common/columns/ChoosableColumns';
import { ChoosableTable } from '../../common/columns/ChoosableTable';
import { ResponsiveList } from '../../common/ResponsiveList';
import { DEFAULT_PER_PAGE } from '../../common/pageSizes';
import { useActiveFiltersText } from '../../common/useActiveFilters';
import { ListSearchInput } from '../../common/ListSearchInput';
import { LabourListActions } from './LabourListActions';
import { useOpenedWith } from '../../common/savedViews/useOpenedWith';
import { LabourNameField } from './LabourNameField';
import { EditLabourButton, LabourRowActions } from './LabourRowActions';
import { LabourStatusSwitch } from './LabourStatusSwitch';
import { DeleteLabourButton } from './DeleteLabourButton';
import type { LabourRecord } from './labourTypes';
import { UserAvatar } from '../users/UserAvatar';

const labourFilters = [<ListSearchInput key="q" source="q" alwaysOn />];

/** The empty state; on a labourer's page it says the labourer has none, and names the search on. */
const NoLabour = ({ labourer = false }: { labourer?: boolean }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtersOn = useActiveFiltersText('labour');
  const text = labourer
    ? [translate('resources.labour.empty_for_user'), filtersOn].filter(Boolean).join(' ')
    : translate(filterValues?.q ? 'resources.labour.no_match' : 'resources.labour.empty');
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {text}
    </Typography>
  );
};

const label = (field: string) => `resources.labour.fields.${field}`;

/** The table's columns: made once, so a list redrawn while its next page loads keeps its rows. */
const LABOUR_COLUMNS = [
  <DataTable.Col key="labor_name" source="labor_name" label="resources.labour.list.name" render={() => <LabourNameField />} disableSort />,
  <DataTable.Col key="work_title" source="work_title" label="resources.labour.list.work" disableSort />,
  <DataTable.Col key="phone" source="phone" label={label('phone')} disableSort />,
  <DataTable.Col key="status" source="status" label={label('status')} render={() => <LabourStatusSwitch />} disableSort />,
  <DataTable.Col key="actions" label="resources.labour.list.actions" render={() => <LabourRowActions />} disableSort />,
];

/**
 * 'Labour' With `userId` it is that user's listings, embedded on a user's page: its
 * search and paging stay out of the address and out of the store, and the page keeps its title.
 */
export const LabourList = ({ userId }: { userId?: string }) => {
  const translate = useTranslate();
  const title = translate('resources.labour.list_title');
  const embedded = Boolean(userId);
  const opened = useOpenedWith();
  const bulkActions = useBulkActionButtons({ resource: 'labour', statuses: ACTIVE_STATUSES });
  return (
    <ChoosableColumns fixed={embedded}>
      <TitledList
        title={title}
        embedded={embedded}
        resource="labour"
        filter={embedded ? { user_id: userId } : undefined}
        disableSyncWithLocation={embedded}
        storeKey={embedded ? false : undefined}
        perPage={DEFAULT_PER_PAGE}
        filters={labourFilters}
        actions={<LabourListActions userId={userId} opened={embedded ? undefined : opened} />}
      >
        <ResponsiveList
          primaryText={(labour: LabourRecord) => labour.labor_name}
          secondaryText={(labour: LabourRecord) => [labour.work_title, labour.phone].filter(Boolean).join(' · ')}
          tertiaryText={(labour: LabourRecord) => translate(`resources.labour.choices.status.${labour.status}`, { _: labour.status })}
          leftIcon={(labour: LabourRecord) => <UserAvatar name={labour.labor_name} imageUrl={labour.image_url} />}
          lineLink={(labour) => `/labor/view/${labour.id}`}
          lineActions={
            <>
              <EditLabourButton />
              <LabourStatusSwitch />
              <DeleteLabourButton />
            </>
          }
          empty={<NoLabour labourer={embedded} />}
        >
          <ChoosableTable bulkActionButtons={bulkActions} rowClick={false} empty={<NoLabour labourer={embedded} />}>
            {LABOUR_COLUMNS}
          </ChoosableTable>
        </ResponsiveList>
      </TitledList>
    </ChoosableColumns>
  );
};

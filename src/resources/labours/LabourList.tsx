import { Typography } from '@mui/material';
import { DataTable, List, SearchInput, useListContext, useTranslate } from 'react-admin';
import { ACTIVE_STATUSES, useBulkActionButtons } from '../../common/useBulkActionButtons';
import { AllRowsPagination } from '../../common/AllRowsPagination';
import { ResponsiveList } from '../../common/ResponsiveList';
import { DEFAULT_PER_PAGE } from '../../common/pageSizes';
import { LabourListActions } from './LabourListActions';
import { LabourNameField } from './LabourNameField';
import { LabourRowActions } from './LabourRowActions';
import { LabourStatusSwitch } from './LabourStatusSwitch';
import { DeleteLabourButton } from './DeleteLabourButton';
import type { LabourRecord } from './labourTypes';
import { UserAvatar } from '../users/UserAvatar';

const labourFilters = [<SearchInput key="q" source="q" alwaysOn />];

const NoLabour = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(filterValues?.q ? 'resources.labors.no_match' : 'resources.labors.empty')}
    </Typography>
  );
};

const label = (field: string) => `resources.labors.fields.${field}`;

/**
 * 'Labour' of spec 2. With `userId` it is that user's listings, embedded on a user's page: its
 * search and paging stay out of the address and out of the store, and the page keeps its title.
 */
export const LabourList = ({ userId }: { userId?: string }) => {
  const translate = useTranslate();
  const title = translate('resources.labors.list_title');
  const embedded = Boolean(userId);
  const bulkActions = useBulkActionButtons({ resource: 'labors', statuses: ACTIVE_STATUSES });
  return (
    <>
      <Typography variant="h5" component={embedded ? 'h2' : 'h1'} sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List
        resource="labors"
        title={embedded ? false : title}
        filter={embedded ? { user_id: userId } : undefined}
        disableSyncWithLocation={embedded}
        storeKey={embedded ? false : undefined}
        perPage={DEFAULT_PER_PAGE}
        filters={labourFilters}
        sort={{ field: 'created_at', order: 'DESC' }}
        empty={false}
        actions={<LabourListActions userId={userId} />}
        pagination={<AllRowsPagination />}
      >
        <ResponsiveList
          primaryText={(labour: LabourRecord) => labour.labor_name}
          secondaryText={(labour: LabourRecord) => [labour.work_title, labour.phone].filter(Boolean).join(' · ')}
          tertiaryText={(labour: LabourRecord) => labour.status}
          leftIcon={(labour: LabourRecord) => <UserAvatar name={labour.labor_name} imageUrl={labour.image_url} />}
          rowClick={(id) => `/labor/view/${id}`}
          lineActions={
            <>
              <LabourStatusSwitch />
              <DeleteLabourButton />
            </>
          }
          empty={<NoLabour />}
        >
          <DataTable bulkActionButtons={bulkActions} rowClick={false} empty={<NoLabour />}>
            <DataTable.Col label="resources.labors.list.name" render={() => <LabourNameField />} disableSort />
            <DataTable.Col source="work_title" label="resources.labors.list.work" disableSort />
            <DataTable.Col source="phone" label={label('phone')} disableSort />
            <DataTable.Col label={label('status')} render={() => <LabourStatusSwitch />} disableSort />
            <DataTable.Col label="resources.labors.list.actions" render={() => <LabourRowActions />} disableSort />
          </DataTable>
        </ResponsiveList>
      </List>
    </>
  );
};

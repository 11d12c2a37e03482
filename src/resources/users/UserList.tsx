import { useState } from 'react';
import { Typography } from '@mui/material';
import { DataTable, useListContext, useRefresh, useTranslate } from 'react-admin';
import { PhoneField } from './PhoneField';
import { UserFormDialog } from './UserFormDialog';
import { userFilters } from './userFilters';
import { UserListActions } from './UserListActions';
import { DEFAULT_FILTER, DEFAULT_PER_PAGE } from './userListParams';
import { UserNameField } from './UserNameField';
import { TitledList } from '../../common/TitledList';
import { ACTIVE_STATUSES, useBulkActionButtons } from '../../common/useBulkActionButtons';
import { ResponsiveList } from '../../common/ResponsiveList';
import { useResponsiveFilters } from '../../common/ResponsiveFilters';
import { UserAvatar } from './UserAvatar';
import { UserRowActions } from './UserRowActions';
import { UserStatusSwitch } from './UserStatusSwitch';
import { ApprovalActions } from './ApprovalActions';
import { DeleteUserButton } from './DeleteUserButton';
import { formatPhone, type UserRecord } from './userTypes';

/** null: closed; {}: create; { record }: edit that user. */
type DialogState = { record?: UserRecord } | null;

const NoUsers = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Boolean(filterValues?.q) || Boolean(filterValues?.approval) || (filterValues?.status ?? 'All') !== 'All';
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(filtered ? 'resources.users.list.no_match' : 'resources.users.list.empty')}
    </Typography>
  );
};

const label = (field: string) => `resources.users.fields.${field}`;

/** /admin/users, 'User List' */
export const UserList = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<DialogState>(null);
  const bulkActions = useBulkActionButtons({ resource: 'users', statuses: ACTIVE_STATUSES });
  const filters = useResponsiveFilters(userFilters);
  const title = translate('resources.users.list_title');
  // Closing the dialog (or saving) resets the form and reloads the list.
  const close = () => {
    setDialog(null);
    refresh();
  };

  return (
    <>
      <TitledList
        resource="users"
        title={title}
        perPage={DEFAULT_PER_PAGE}
        filters={filters}
        filterDefaultValues={DEFAULT_FILTER}
        actions={<UserListActions onAdd={() => setDialog({})} />}
      >
        <ResponsiveList
          primaryText={(user: UserRecord) => user.name}
          secondaryText={(user: UserRecord) => [user.email, formatPhone(user)].filter(Boolean).join(' · ')}
          tertiaryText={(user: UserRecord) => translate(`resources.users.choices.status.${user.status}`, { _: user.status })}
          leftIcon={(user: UserRecord) => <UserAvatar name={user.name} imageUrl={user.image_url} />}
          rowClick={(id) => `/user/${id}`}
          lineActions={
            <>
              <UserStatusSwitch />
              <DeleteUserButton />
            </>
          }
          empty={<NoUsers />}
        >
          <DataTable bulkActionButtons={bulkActions} rowClick={false} empty={<NoUsers />}>
            <DataTable.Col label={label('full_name')} render={() => <UserNameField />} disableSort />
            <DataTable.Col source="email" label={label('email')} disableSort />
            <DataTable.Col label={label('phone')} render={() => <PhoneField />} disableSort />
            <DataTable.Col
              label={label('type')}
              render={(user: UserRecord) =>
                translate(`resources.users.choices.account_type.${user.account_type}`, { _: user.account_type })
              }
              disableSort
            />
            <DataTable.Col label={label('status')} render={() => <UserStatusSwitch />} disableSort />
            <DataTable.Col label="resources.users.approval.field" render={() => <ApprovalActions />} disableSort />
            <DataTable.Col
              label="resources.users.list.actions"
              render={() => <UserRowActions onEdit={(record) => setDialog({ record })} />}
              disableSort
            />
          </DataTable>
        </ResponsiveList>
      </TitledList>
      {dialog && <UserFormDialog record={dialog.record} onClose={close} onSaved={close} />}
    </>
  );
};

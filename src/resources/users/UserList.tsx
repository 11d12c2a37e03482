import { useCallback, useMemo, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { DataTable, useListContext, useRefresh, useTranslate } from 'react-admin';
import { ChoosableColumns } from '../../common/columns/ChoosableColumns';
import { ChoosableTable } from '../../common/columns/ChoosableTable';
import { PhoneField } from './PhoneField';
import { UserFormDialog } from './UserFormDialog';
import { userFilters } from './userFilters';
import { UserListActions } from './UserListActions';
import { useOpenedWith } from '../../common/savedViews/useOpenedWith';
import { DEFAULT_FILTER, DEFAULT_PER_PAGE } from './userListParams';
import { UserNameField } from './UserNameField';
import { TitledList } from '../../common/TitledList';
import { useCreateFromAddress } from '../../common/useCreateFromAddress';
import { ACTIVE_STATUSES, useBulkActionButtons } from '../../common/useBulkActionButtons';
import { ResponsiveList } from '../../common/ResponsiveList';
import { useResponsiveFilters } from '../../common/ResponsiveFilters';
import { UserAvatar } from './UserAvatar';
import { EditUserButton, UserRowActions } from './UserRowActions';
import { UserStatusSwitch } from './UserStatusSwitch';
import { ApprovalActions } from './ApprovalActions';
import { DeleteUserButton } from './DeleteUserButton';
import { DeletedUserButton } from './DeletedUserButton';
import { useDeletedBulkButtons } from './DeletedUsersBulkButtons';
import { DELETED_FILTER } from './choices';
import { formatPhone, type UserRecord } from './userTypes';

/** null: closed; {}: create; { record }: edit that user. */
type DialogState = { record?: UserRecord } | null;

/** Whether the list shows the soft-deleted accounts (the status filter's Deleted). */
const useDeletedView = () => useListContext().filterValues?.status === DELETED_FILTER;

const NoUsers = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Boolean(filterValues?.q) || Boolean(filterValues?.approval) || (filterValues?.status ?? 'All') !== 'All';
  const key = useDeletedView() ? 'no_deleted' : filtered ? 'no_match' : 'empty';
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(`resources.users.list.${key}`)}
    </Typography>
  );
};

/** A deleted account's actions: it is restored or deleted for good, never edited or switched. */
const DeletedUserActions = () => (
  <Stack direction="row" spacing={0.5}>
    <DeletedUserButton kind="Restore" />
    <DeletedUserButton kind="Force Delete" />
  </Stack>
);

/**
 * The rows, on a phone a list and else a table; on the Deleted view each row offers Restore and
 * Delete for ever (one or the selected ones) instead of view, edit, status and delete.
 */
const UserRows = ({ onEdit }: { onEdit: (record: UserRecord) => void }) => {
  const translate = useTranslate();
  const deleted = useDeletedView();
  const liveBulkActions = useBulkActionButtons({
    resource: 'users',
    statuses: ACTIVE_STATUSES,
    statusNotes: { 'In-Active': 'resources.users.list.bulk_deactivate_note' },
  });
  const deletedBulkActions = useDeletedBulkButtons();
  const status = useCallback(
    (user: UserRecord) =>
      deleted
        ? translate('resources.users.deleted.status')
        : translate(`resources.users.choices.status.${user.status}`, { _: user.status }),
    [deleted, translate],
  );
  // Made again only when what they show changes, so a list redrawn while its next page loads keeps its rows.
  const columns = useMemo(
    () => [
      <DataTable.Col key="name" source="name" label={label('full_name')} render={() => <UserNameField />} disableSort />,
      <DataTable.Col key="email" source="email" label={label('email')} disableSort />,
      <DataTable.Col key="phone" source="phone" label={label('phone')} render={() => <PhoneField />} disableSort />,
      <DataTable.Col
        key="account_type"
        source="account_type"
        label={label('type')}
        render={(user: UserRecord) => translate(`resources.users.choices.account_type.${user.account_type}`, { _: user.account_type })}
        disableSort
      />,
      <DataTable.Col
        key="status"
        source="status"
        label={label('status')}
        render={(user: UserRecord) => (deleted ? status(user) : <UserStatusSwitch />)}
        disableSort
      />,
      !deleted && (
        <DataTable.Col
          key="approval"
          source="approval_status"
          label="resources.users.approval.field"
          render={() => <ApprovalActions />}
          disableSort
        />
      ),
      <DataTable.Col
        key="actions"
        label="resources.users.list.actions"
        render={() => (deleted ? <DeletedUserActions /> : <UserRowActions onEdit={onEdit} />)}
        disableSort
      />,
    ],
    [deleted, translate, status, onEdit],
  );
  return (
    <ResponsiveList
      primaryText={(user: UserRecord) => user.name}
      secondaryText={(user: UserRecord) => [user.email, formatPhone(user)].filter(Boolean).join(' · ')}
      tertiaryText={status}
      leftIcon={(user: UserRecord) => <UserAvatar name={user.name} imageUrl={user.image_url} />}
      // A deleted user has no page to open.
      lineLink={(user) => !deleted && `/user/${user.id}`}
      lineActions={
        deleted ? (
          <DeletedUserActions />
        ) : (
          <>
            <EditUserButton onEdit={onEdit} />
            <UserStatusSwitch />
            <DeleteUserButton />
          </>
        )
      }
      empty={<NoUsers />}
    >
      <ChoosableTable bulkActionButtons={deleted ? deletedBulkActions : liveBulkActions} rowClick={false} empty={<NoUsers />}>
        {columns}
      </ChoosableTable>
    </ResponsiveList>
  );
};

const label = (field: string) => `resources.users.fields.${field}`;

/** /admin/users, 'User List' */
export const UserList = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<DialogState>(null);
  const edit = useCallback((record: UserRecord) => setDialog({ record }), []);
  useCreateFromAddress(() => setDialog({}));
  const filters = useResponsiveFilters(userFilters);
  const title = translate('resources.users.list_title');
  const opened = useOpenedWith();
  // Closing the dialog (or saving) resets the form and reloads the list.
  const close = () => {
    setDialog(null);
    refresh();
  };

  return (
    <>
      <ChoosableColumns>
        <TitledList
          resource="users"
          title={title}
          perPage={DEFAULT_PER_PAGE}
          filters={filters}
          filterDefaultValues={DEFAULT_FILTER}
          actions={<UserListActions onAdd={() => setDialog({})} opened={opened} />}
        >
          <UserRows onEdit={edit} />
        </TitledList>
      </ChoosableColumns>
      {dialog && <UserFormDialog record={dialog.record} onClose={close} onSaved={close} />}
    </>
  );
};

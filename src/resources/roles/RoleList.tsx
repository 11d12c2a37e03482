import { useState } from 'react';
import { Chip, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { Button, DataTable, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { DEFAULT_PER_PAGE } from '../../common/pageSizes';
import { RowActionButton } from '../../common/RowActionButton';
import { ScrollingTable } from '../../common/ScrollingTable';
import { TitledList } from '../../common/TitledList';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { RowNameContext } from '../../common/useRowActionLabel';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleGrantsDialog } from './RoleGrantsDialog';

const label = (field: string) => `resources.roles.fields.${field}`;

type Open = { kind: 'create' } | { kind: 'rename' | 'grants'; role: RaRecord } | null;

/** A role's name for its row's buttons ("Rename Packer"). */
const roleName = (role: RaRecord) => String(role.name);

const RoleActions = ({ role, open }: { role: RaRecord; open: (o: Open) => void }) => {
  const translate = useTranslate();
  const dataProvider = useMandiDataProvider();
  const t = (key: string) => translate(`resources.roles.list.${key}`);
  const locked = role.built_in ? t('built_in_locked') : undefined;
  const inUse = role.users_count > 0 ? t('in_use') : undefined;
  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      <RowActionButton label={t('grants')} icon={<KeyIcon fontSize="small" />} onClick={() => open({ kind: 'grants', role })} />
      <RowActionButton
        label={t('rename')}
        icon={<EditIcon fontSize="small" />}
        disabledReason={locked}
        onClick={() => open({ kind: 'rename', role })}
      />
      <ConfirmDeleteButton
        resource="roles"
        disabledReason={locked ?? inUse}
        remove={() => dataProvider.delete('roles', { id: role.id, previousData: role })}
      />
    </Stack>
  );
};

/** /admin/roles: the Super Admin's roles, each with its type and holders; add, rename, delete, grants. */
export const RoleList = () => {
  const translate = useTranslate();
  const { number } = useLocaleFormat();
  const [opened, open] = useState<Open>(null);
  const title = translate('resources.roles.list_title');
  const close = () => open(null);
  return (
    <>
      <TitledList
        resource="roles"
        title={title}
        perPage={DEFAULT_PER_PAGE}
        sort={{ field: 'name', order: 'ASC' }}
        actions={
          <TopToolbar>
            {/* react-admin's Button: an icon with its label as its name on a phone, where the words do not fit. */}
            <Button label="resources.roles.list.create" onClick={() => open({ kind: 'create' })}>
              <AddIcon />
            </Button>
          </TopToolbar>
        }
      >
        <ScrollingTable>
          <RowNameContext.Provider value={roleName}>
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col
                source="name"
                label={label('name')}
                disableSort
                render={(role: RaRecord) => (
                  <>
                    {role.name} {role.built_in && <Chip size="small" variant="outlined" label={translate('resources.roles.built_in')} />}
                  </>
                )}
              />
              <DataTable.Col
                source="account_type"
                label={label('account_type')}
                disableSort
                render={(role: RaRecord) => translate(`resources.roles.account_types.${role.account_type}`)}
              />
              <DataTable.Col
                source="users_count"
                label={label('users_count')}
                disableSort
                align="right"
                render={(role: RaRecord) => number(Number(role.users_count))}
              />
              <DataTable.Col label="resources.roles.list.actions" render={(role: RaRecord) => <RoleActions role={role} open={open} />} />
            </DataTable>
          </RowNameContext.Provider>
        </ScrollingTable>
      </TitledList>
      {opened?.kind === 'create' && <RoleFormDialog onClose={close} />}
      {opened?.kind === 'rename' && <RoleFormDialog role={opened.role} onClose={close} />}
      {opened?.kind === 'grants' && <RoleGrantsDialog role={opened.role} onClose={close} />}
    </>
  );
};

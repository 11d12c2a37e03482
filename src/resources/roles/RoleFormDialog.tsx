import { useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SelectInput, TextInput, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ROLE_ACCOUNT_TYPES, roleName } from '../../../schema/role';
import type { StaleChange } from '../../../schema/version';
import { FormDialog } from '../../common/FormDialog';
import { fieldRule } from '../../common/schemaRules';
import { SubmitButton } from '../../common/SubmitButton';
import { FormEditWatch, useDiscardingClose } from '../../common/useFormEdited';
import { staleChangeOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import { RoleStaleNotice } from './RoleStaleNotice';

const nameRule = fieldRule(roleName, { required: true });
const typeRule = Object.assign((value: unknown) => (value ? undefined : 'ra.validation.required'), { isRequired: true });

/**
 * Adds a role (name and account type) or renames one (`role`): the type is fixed once made. Escape
 * and Cancel ask before dropping what was typed.
 */
export const RoleFormDialog = ({ role, onClose }: { role?: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { close, busy, onFormState } = useDiscardingClose(onClose);
  const choices = ROLE_ACCOUNT_TYPES.map((id) => ({ id, name: `resources.roles.account_types.${id}` }));

  const [stale, setStale] = useState<StaleChange>();
  const update = async (name: string, current: RaRecord) => {
    try {
      return await dataProvider.update('roles', { id: current.id, data: { name, updated_at: current.updated_at }, previousData: current });
    } catch (error) {
      // Renamed or changed by someone else since the list was read: said above the name, with Reload.
      setStale(staleChangeOf(error));
      throw error;
    }
  };

  // A refusal is thrown to the submit button, which says it under the field it names (a name taken).
  const save = async (values: { name: string; account_type?: string }) => {
    const { meta } = role
      ? await update(values.name, role)
      : await dataProvider.create('roles', { data: { name: values.name, account_type: values.account_type } });
    if (meta?.message) notify(String(meta.message), { type: 'success' });
    refresh();
    onClose();
  };

  const title = translate(role ? 'resources.roles.form.rename_title' : 'resources.roles.form.create_title');
  return (
    <FormDialog maxWidth={480} onClose={close} aria-label={title}>
      <Form defaultValues={role ? { name: role.name } : { name: '', account_type: 'User' }}>
        <FormEditWatch onChange={onFormState} />
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {stale && <RoleStaleNotice change={stale} onClose={onClose} />}
          <TextInput source="name" label="resources.roles.fields.name" validate={nameRule} fullWidth autoFocus />
          {!role && (
            <SelectInput
              source="account_type"
              label="resources.roles.fields.account_type"
              choices={choices}
              validate={typeRule}
              fullWidth
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('resources.roles.form.cancel')}
          </Button>
          <SubmitButton onSubmit={save}>{translate('resources.roles.form.save')}</SubmitButton>
        </DialogActions>
      </Form>
    </FormDialog>
  );
};

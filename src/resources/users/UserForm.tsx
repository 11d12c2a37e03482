import { useMemo } from 'react';
import { Button, Stack } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { Form, useCanAccess, useLocation, useTranslate } from 'react-admin';
import type { StaleChange } from '../../../schema/version';
import { StaleNotice } from '../../common/StaleNotice';
import { SubmitButton } from '../../common/SubmitButton';
import { useVersionedRecord } from '../../common/useVersionedRecord';
import { FormEditWatch, useDiscardingClose, useFormEdited, type FormEditState } from '../../common/useFormEdited';
import { useSignedInUser } from '../../common/useSignedInUser';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';
import { SUPER_ADMIN } from '../../providers/canAccess';
import { emptyUserValues, userToFormValues, type UserFormValues } from './userFormValues';
import { UserFormFields } from './UserFormFields';
import type { UserRecord } from './userTypes';
import { useSaveUser } from './useSaveUser';

interface UserFormProps {
  /** The user to update; none to create one. */
  record?: UserRecord;
  onSaved?: (user: UserRecord) => void;
  /** Shows a Close button, except on /profile pages where the form sits inline. */
  onClose?: () => void;
  /** For a page showing the form inline, whose own button hides it. */
  onFormState?: (state: FormEditState) => void;
}

// In the dialog the buttons stay at its foot while the long form scrolls under them (over the
// dialog content's own 20 px padding, so nothing shows below them).
const inDialog = { position: 'sticky', bottom: -20, mb: -2.5, py: 1.5, bgcolor: 'background.paper', zIndex: 1 } as const;

/** Save or Update, blocked while saving, and Close. */

const UserFormToolbar = ({ record, onSaved, onClose, onStale }: UserFormProps & { onStale: (change: StaleChange) => void }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { isSubmitting } = useFormState();
  const save = useSaveUser({ record, onSaved, onStale });
  // The dialog closes without leaving the page: it asks as leaving a form with edits does.
  const { close } = useDiscardingClose(() => onClose?.(), { edited: useFormEdited(), busy: isSubmitting });
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2, ...(onClose && inDialog) }}>
      {onClose && !pathname.includes('/profile') && (
        <Button onClick={close} disabled={isSubmitting}>
          {translate('resources.users.form.close')}
        </Button>
      )}
      <SubmitButton<UserFormValues> onSubmit={save}>
        {translate(record ? 'resources.users.form.update' : 'resources.users.form.save')}
      </SubmitButton>
    </Stack>
  );
};

/**
 * The user form, for the dialog of the User List and inline on profile pages. Someone else's
 * change, heard live or from a refused update, is said above the buttons; Reload starts the form again.
 */
export const UserForm = ({ record: read, onSaved, onClose, onFormState }: UserFormProps) => {
  const { record, stale, onStale, reload } = useVersionedRecord('users', read);
  const values = useMemo(() => (record ? userToFormValues(record) : emptyUserValues()), [record]);
  const me = useSignedInUser();
  const own = record && me.id === String(record.id);
  // A Super Admin changes another account's type and role; a Super Admin account keeps its own.
  const grantable = record && !own && me.isSuperAdmin && record.account_type !== SUPER_ADMIN;
  // Reset links go to the email: another account's is changed only by who may set its password.
  const { canAccess: canSetPasswords, isPending } = useCanAccess({ resource: 'users', action: 'update-password' });
  const emailLocked = Boolean(record) && !own && (isPending || !canSetPasswords);
  return (
    // A page told of the form's state asks before it is left itself, for all its forms at once (useLeaveGuard).
    <Form key={String(record?.updated_at ?? '')} resource="users" record={values} noValidate warnWhenUnsavedChanges={!onFormState}>
      {onFormState && <FormEditWatch onChange={onFormState} />}
      <UserFormFields
        isCreate={!record}
        currentPhotoUrl={record?.image_url}
        ownEmail={own ? (record.email ?? '') : undefined}
        emailLocked={emailLocked}
        grantableFrom={grantable ? (record.account_type ?? undefined) : undefined}
      />
      {stale && <StaleNotice change={stale} onReload={() => void reload()} />}
      {record && <LiveRecordNotice resource="users" id={record.id} onReload={reload} changeTold={!!stale} />}
      <UserFormToolbar record={record} onSaved={onSaved} onClose={onClose} onStale={onStale} />
    </Form>
  );
};

import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, TextInput, useTranslate } from 'react-admin';
import { rejectBody } from '../../../schema/approval';
import { FormDialog } from '../../common/FormDialog';
import { fieldRule } from '../../common/schemaRules';
import { SubmitButton } from '../../common/SubmitButton';
import { FormEditWatch, useDiscardingClose } from '../../common/useFormEdited';
import type { UserRecord } from './userTypes';

const reasonRule = fieldRule(rejectBody.shape.reason, { required: true });

/**
 * Asks staff why an applicant is rejected; the reason is required (the server's rule and message).
 * Escape and Cancel wait for a rejection being sent, and ask before dropping a reason typed.
 */
export const RejectDialog = ({
  user,
  onReject,
  onClose,
}: {
  user: UserRecord;
  /** Sends the rejection; resolves true once saved, which closes the dialog. */
  onReject: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = `reject-${user.id}`;
  const save = async ({ reason }: { reason: string }) => {
    if (await onReject(reason)) onClose();
  };
  const { close, busy, onFormState } = useDiscardingClose(onClose);
  return (
    <FormDialog maxWidth={500} aria-labelledby={titleId} onClose={close}>
      <DialogTitle id={titleId}>{translate('resources.users.approval.reject_title', { name: user.name })}</DialogTitle>
      <Form record={{ reason: '' }}>
        <FormEditWatch onChange={onFormState} />
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('resources.users.approval.reject_content')}</DialogContentText>
          <TextInput source="reason" label="resources.users.approval.reason" validate={reasonRule} multiline minRows={3} fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <SubmitButton<{ reason: string }> onSubmit={save}>{translate('resources.users.approval.reject_confirm')}</SubmitButton>
        </DialogActions>
      </Form>
    </FormDialog>
  );
};

import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, TextInput, useTranslate } from 'react-admin';
import { rejectBody } from '../../../schema/approval';
import { FormDialog } from '../../common/FormDialog';
import { fieldRule } from '../../common/schemaRules';
import { SubmitButton } from '../../common/SubmitButton';
import type { UserRecord } from './userTypes';

const reasonRule = fieldRule(rejectBody.shape.reason, { required: true });

/** Asks staff why an applicant is rejected; the reason is required (the server's rule and message). */
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
  return (
    <FormDialog maxWidth={500} aria-labelledby={titleId} onClose={onClose}>
      <DialogTitle id={titleId}>{translate('resources.users.approval.reject_title', { name: user.name })}</DialogTitle>
      <Form record={{ reason: '' }}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('resources.users.approval.reject_content')}</DialogContentText>
          <TextInput source="reason" label="resources.users.approval.reason" validate={reasonRule} multiline minRows={3} fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton<{ reason: string }> onSubmit={save}>{translate('resources.users.approval.reject_confirm')}</SubmitButton>
        </DialogActions>
      </Form>
    </FormDialog>
  );
};

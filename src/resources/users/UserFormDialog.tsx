import { DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { UserForm } from './UserForm';
import type { UserRecord } from './userTypes';

interface UserFormDialogProps {
  /** The user to update; none to create one. */
  record?: UserRecord;
  onClose: () => void;
  onSaved: (user: UserRecord) => void;
}

/**
 * Create and edit in a persistent dialog of max width 600: a click outside or Escape
 * does not close it, only Close or a successful save.
 */
export const UserFormDialog = ({ record, onClose, onSaved }: UserFormDialogProps) => {
  const translate = useTranslate();
  const titleId = 'user-form-dialog-title';
  return (
    <FormDialog maxWidth={600} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(record ? 'resources.users.form.edit_title' : 'resources.users.form.create_title')}</DialogTitle>
      <DialogContent>
        <UserForm record={record} onSaved={onSaved} onClose={onClose} />
      </DialogContent>
    </FormDialog>
  );
};

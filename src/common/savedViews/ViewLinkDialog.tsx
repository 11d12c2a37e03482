import type { FocusEvent } from 'react';
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../FormDialog';

/**
 * A view's link to copy by hand, when the browser gives no clipboard: an admin served over plain
 * HTTP at a network address is no secure context, and there the clipboard is not offered.
 */
export const ViewLinkDialog = ({ name, link, onClose }: { name: string; link: string; onClose: () => void }) => {
  const translate = useTranslate();
  const title = translate('app.saved_views.link_title', { name });
  return (
    <FormDialog maxWidth={520} onClose={onClose} aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.saved_views.link_by_hand')}</DialogContentText>
        <TextField
          label={translate('app.saved_views.link')}
          value={link}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </FormDialog>
  );
};

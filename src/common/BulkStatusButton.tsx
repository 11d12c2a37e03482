import { useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import ToggleOnIcon from '@mui/icons-material/ToggleOnOutlined';
import { Button, useTranslate } from 'react-admin';
import { useBulkAction } from './useBulkAction';

/**
 * Sets one status on every selected row, picked in a small dialog; a status with effects beyond
 * the rows (`notes`: i18n keys by status) says them while it is chosen.
 */
export const BulkStatusButton = ({ statuses, notes = {} }: { statuses: readonly string[]; notes?: Partial<Record<string, string>> }) => {
  const translate = useTranslate();
  const { run, sending, count, closing } = useBulkAction();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState(statuses[0]);

  const apply = async () => {
    await run('status', { status });
    setOpen(false);
  };

  return (
    <>
      <Button label="app.bulk.status" onClick={() => setOpen(true)}>
        <ToggleOnIcon />
      </Button>
      <Dialog
        open={open}
        // While the change is sending it stays, as the single order's status dialog does: closed, it
        // would hide the call still running and let the list be changed under it.
        onClose={() => !sending && setOpen(false)}
        disableRestoreFocus={closing.disableRestoreFocus}
        slotProps={{ transition: { onExited: closing.onExited } }}
      >
        <DialogTitle>{translate('app.bulk.status_title', { smart_count: count })}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('app.bulk.new_status')}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            {statuses.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`app.bulk.statuses.${s}`, { _: s })}
              </MenuItem>
            ))}
          </TextField>
          {notes[status] && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate(notes[status])}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" disabled={sending} onClick={() => setOpen(false)} />
          <Button label="app.bulk.apply" variant="contained" loading={sending} onClick={() => void apply()} />
        </DialogActions>
      </Dialog>
    </>
  );
};

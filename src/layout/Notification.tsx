import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, IconButton, Portal, Snackbar, type AlertColor } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

/** The snackbar hides after 2000 ms. */
export const AUTO_HIDE_MS = 2000;
/** Reading time a word: a message longer than 2 s can be read in (a bulk action's reasons) stays until it can be. */
export const MS_A_WORD = 300;

const shownFor = (text: unknown) =>
  typeof text === 'string' ? Math.max(AUTO_HIDE_MS, text.split(/\s+/).filter(Boolean).length * MS_A_WORD) : AUTO_HIDE_MS;

// Success uses the theme's primary colour; errors keep the palette's red.
const colours: Record<string, object> = {
  success: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  error: { bgcolor: 'error.main', color: 'error.contrastText' },
};

/** react-admin's notification queue shown one at a time, with a Close button. */
export const Notification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (current || !notifications.length) return;
    const next = takeNotification();
    if (next) {
      // Taking from react-admin's queue is outside React, so the one shown is set from here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setCurrent(next);
      setOpen(true);
    }
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);

  // An undoable save runs once its notice has gone, unless Undo was pressed.
  const settle = useCallback(
    (isUndo: boolean) => {
      if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo });
    },
    [current, takeMutation],
  );

  const handleExited = useCallback(() => {
    settle(false);
    setCurrent(undefined);
  }, [settle]);

  const undo = useCallback(() => {
    settle(true);
    setCurrent((shown) => (shown ? { ...shown, notificationOptions: {} } : shown));
    setOpen(false);
  }, [settle]);

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, undoable, multiLine } = notificationOptions;
  const text = typeof message === 'string' ? translate(message || 'ra.notification.http_error', messageArgs) : message;
  const severity: AlertColor = type ?? 'info';

  // In a portal mounted when the message comes: an open dialog (e.g. a save refused with 409)
  // hides the app's tree from assistive technology, but not a node added after it opened.
  return (
    <CloseNotificationContext.Provider value={close}>
      <Portal>
        <Snackbar
          open={open}
          autoHideDuration={autoHideDuration === undefined ? shownFor(text) : (autoHideDuration ?? undefined)}
          onClose={close}
          disableWindowBlurListener={undoable}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited: handleExited } }}
        >
          <Alert
            severity={severity}
            variant="filled"
            sx={{ ...colours[severity], whiteSpace: multiLine ? 'pre-wrap' : undefined, alignItems: 'center' }}
            action={
              <>
                {undoable && (
                  <Button color="inherit" size="small" onClick={undo}>
                    {translate('ra.action.undo')}
                  </Button>
                )}
                <IconButton size="small" color="inherit" aria-label={translate('app.notification.close')} onClick={close}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            {text}
          </Alert>
        </Snackbar>
      </Portal>
    </CloseNotificationContext.Provider>
  );
};

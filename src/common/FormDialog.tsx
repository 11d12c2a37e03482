import { Dialog, type DialogProps } from '@mui/material';
import { useFocusKeptOnClose } from './useFocusKeptOnClose';
import { useIsSmall } from './useIsSmall';

interface FormDialogProps extends Omit<DialogProps, 'open' | 'fullWidth' | 'fullScreen' | 'maxWidth'> {
  /** Width cap in px on wide screens. */
  maxWidth: number;
}

/**
 * An open form dialog: as wide as its cap allows, and the whole screen on a phone so inputs keep
 * their width. A click beside it does not close it, so a stray click loses nothing typed; Escape
 * and its own buttons do. The focus goes back where it was, or to the page's heading if that is gone.
 */
export const FormDialog = ({ maxWidth, onClose, 'aria-label': label, ...props }: FormDialogProps) => {
  const fullScreen = useIsSmall();
  useFocusKeptOnClose();
  return (
    <Dialog
      open
      fullWidth
      fullScreen={fullScreen}
      maxWidth={false}
      // A name goes on the dialog itself: MUI would put it on the presentational layer around it,
      // which a name makes a nameless box of content outside any landmark (axe's "region").
      slotProps={{ paper: { 'aria-label': label, sx: fullScreen ? {} : { maxWidth } } }}
      onClose={(event, reason) => {
        if (reason !== 'backdropClick') onClose?.(event, reason);
      }}
      {...props}
    />
  );
};

import { Confirm, type ConfirmProps } from 'react-admin';

/** The dialog's first action button: Cancel, in react-admin's Confirm. */
const focusCancel = (node: HTMLElement) => node.querySelector<HTMLButtonElement>('.MuiDialogActions-root button')?.focus();

/**
 * react-admin's Confirm for what cannot be taken back (a delete, a discard): it opens with the
 * focus on Cancel rather than on the action, as WAI-ARIA advises for such dialogs, so an Enter
 * pressed once too often on the button that opened it does not also confirm it. `onExited` runs
 * once it has closed.
 */
export const DestructiveConfirm = ({ slotProps, onExited, ...props }: ConfirmProps & { onExited?: () => void }) => (
  <Confirm {...props} slotProps={{ ...slotProps, transition: { onEnter: focusCancel, onExited } }} />
);

import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

interface RetryAlertProps {
  /** What failed, with the server's message. */
  children: ReactNode;
  /** i18n key of the button's label. */
  retry: string;
  onRetry: () => void;
  /** True while the retry runs: the button waits for it. */
  busy?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Something that could not be loaded: why, and a button that asks again (Retry; Clear filters on a
 * list whose filters were refused, asking with the list's own).
 */
export const RetryAlert = ({ children, retry, onRetry, busy, sx }: RetryAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={onRetry}>
          {translate(retry)}
        </Button>
      }
    >
      {children}
    </Alert>
  );
};

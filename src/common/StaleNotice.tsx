import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaleChange } from '../../schema/version';
import { useLocaleFormat } from './useLocaleFormat';

interface StaleNoticeProps {
  change: StaleChange;
  onReload: () => void;
  /** Ask before reloading: the form holds edits Reload would discard (the default). */
  confirmReload?: boolean;
}

/**
 * Said in a record's form or page once someone else changed the record since it was opened (a
 * refused save, or a live change): who and when, and Reload, which discards the form's edits once
 * confirmed.
 */
export const StaleNotice = ({ change, onReload, confirmReload = true }: StaleNoticeProps) => {
  const translate = useTranslate();
  // In the app's language, not the browser's, as every date the app shows.
  const { dateTime } = useLocaleFormat();
  const at = dateTime(change.changed_at);
  const reload = () => {
    if (!confirmReload || window.confirm(translate('app.registry.reload_confirm'))) onReload();
  };
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {translate('app.registry.reload')}
        </Button>
      }
    >
      {change.changed_by_me
        ? translate('app.registry.stale_elsewhere', { at })
        : change.changed_by
          ? translate('app.registry.stale', { name: change.changed_by, at })
          : translate('app.registry.stale_unknown', { at })}
    </Alert>
  );
};

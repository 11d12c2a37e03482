import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaleChange } from '../../schema/version';

/**
 * Said in a form whose save was refused because someone else changed the record since it was
 * opened: who and when, and Reload, which discards the form's edits once confirmed.
 */
export const StaleNotice = ({ change, onReload }: { change: StaleChange; onReload: () => void }) => {
  const translate = useTranslate();
  const at = new Date(change.changed_at).toLocaleString();
  const reload = () => {
    if (window.confirm(translate('app.registry.reload_confirm'))) onReload();
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
      {change.changed_by
        ? translate('app.registry.stale', { name: change.changed_by, at })
        : translate('app.registry.stale_unknown', { at })}
    </Alert>
  );
};

import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { StaleNotice } from '../common/StaleNotice';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { useRecordChange } from './useRecordChange';

interface LiveRecordNoticeProps {
  resource: string;
  id: string | number | undefined;
  /** Reads the record again. */
  onReload: () => unknown;
  /** A refused save's notice already says the record changed: only its deletion is still news. */
  changeTold?: boolean;
}

/**
 * On an open record's page or form: says that someone else (or the reader, in another tab)
 * changed it, who and when, with Reload, which asks first when the form around it holds edits;
 * or that someone deleted it.
 */
export const LiveRecordNotice = ({ resource, id, onReload, changeTold = false }: LiveRecordNoticeProps) => {
  const translate = useTranslate();
  const { dateTime } = useLocaleFormat();
  const { change, clear } = useRecordChange(resource, id);
  // Outside a form there is nothing to lose; read during render so the form reports its edits.
  const isDirty = useFormContext()?.formState.isDirty ?? false;
  if (!change) return null;
  // In the app's language, not the browser's, as every date the app shows.
  const at = dateTime(change.at);
  if (change.action === 'delete') {
    return (
      <Alert severity="warning">
        {change.by_me
          ? translate('app.live.deleted_elsewhere', { at })
          : change.by
            ? translate('app.live.deleted', { name: change.by, at })
            : translate('app.live.deleted_unknown', { at })}
      </Alert>
    );
  }
  if (changeTold) return null;
  const reload = () => {
    clear();
    void onReload();
  };
  return (
    <StaleNotice
      change={{ changed_by: change.by, changed_at: change.at, changed_by_me: change.by_me }}
      onReload={reload}
      confirmReload={isDirty}
    />
  );
};

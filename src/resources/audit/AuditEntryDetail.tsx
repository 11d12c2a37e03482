import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { AuditChanges } from './AuditChanges';
import type { AuditEntry } from './auditTypes';
import { recordText, userText } from './recordLabel';

/** An entry's expand panel: who and what by name and id, then the values it changed. */
export const AuditEntryDetail = () => {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  const line = (key: string, name: string, id: string) => (
    <Typography variant="body2">{translate(`resources.audit.detail.${key}`, { name, id })}</Typography>
  );
  return (
    <>
      <Stack sx={{ px: 2, pt: 1 }}>
        {line('record', recordText(entry.record_label, entry.record_id, translate), entry.record_id)}
        {entry.user && line('user', userText(entry.user, translate), entry.user.uuid)}
      </Stack>
      <AuditChanges />
    </>
  );
};

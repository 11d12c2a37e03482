import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from './auditTypes';
import { changedFields } from './changedFields';

const label = (key: string) => `resources.audit.changes.${key}`;

/** The before and after values of the entry in its row's expand panel. */
export const AuditChanges = () => {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  const rows = changedFields(entry.before, entry.after);
  if (!rows.length)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate(label('none'))}
      </Typography>
    );
  return (
    <Table size="small" aria-label={translate(label('title'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(label('field'))}</TableCell>
          <TableCell>{translate(label('before'))}</TableCell>
          <TableCell>{translate(label('after'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row">
              {row.field}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{row.before}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{row.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

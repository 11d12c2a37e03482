import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from './auditTypes';
import { changedFields } from './changedFields';
import { IdTooltip } from './IdTooltip';
import { useChangeText } from './useChangeText';

const heading = (key: string) => `resources.audit.changes.${key}`;
const wrapping = { wordBreak: 'break-word' } as const;

const ChangesTable = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  const { label, text } = useChangeText(entry);
  const rows = changedFields(entry.before, entry.after);
  if (!rows.length)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate(heading('none'))}
      </Typography>
    );
  // A record named in place of its id keeps the id on hover.
  const cell = (line: (typeof rows)[number], value: unknown) => {
    const shown = text(line, value);
    return typeof value === 'string' && entry.names?.[value] ? <IdTooltip id={value}>{shown}</IdTooltip> : shown;
  };
  return (
    <Table size="small" aria-label={translate(heading('title'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(heading('field'))}</TableCell>
          <TableCell>{translate(heading('before'))}</TableCell>
          <TableCell>{translate(heading('after'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((line) => (
          <TableRow key={line.key}>
            <TableCell component="th" scope="row">
              {label(line)}
            </TableCell>
            <TableCell sx={wrapping}>{cell(line, line.before)}</TableCell>
            <TableCell sx={wrapping}>{cell(line, line.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The before and after values of the entry in its row's expand panel, in the form's words. */
export const AuditChanges = () => {
  const entry = useRecordContext<AuditEntry>();
  return entry ? <ChangesTable entry={entry} /> : null;
};

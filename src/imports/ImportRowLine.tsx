import { useId } from 'react';
import EditIcon from '@mui/icons-material/EditOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Chip, IconButton, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportRow } from '../../schema/import';
import { useServerText } from './useServerText';

/** The row's errors that belong to no column of the file: the row's own (''), or a column it lacks. */
export const rowMessagesOf = (row: ImportRow, headers: readonly string[]) =>
  Object.entries(row.errors ?? {})
    .filter(([header]) => !headers.includes(header))
    .flatMap(([header, messages]) => messages.map((message) => ({ header, message })));

const ErrorText = ({ id, children }: { id?: string; children: string }) => (
  <Typography id={id} variant="caption" color="error" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 0.5 }}>
    <ErrorIcon fontSize="inherit" aria-hidden sx={{ mt: '2px' }} />
    <span>{children}</span>
  </Typography>
);

/** A cell as the file has it; one with an error is outlined in red with its message under the value. */
const Cell = ({ value, messages, errorId }: { value: string; messages?: string[]; errorId: string }) => {
  const translate = useTranslate();
  const serverText = useServerText();
  return (
    <TableCell
      aria-describedby={messages ? errorId : undefined}
      // Wide enough to read a word and its message on a phone, where the table scrolls sideways
      // rather than squeezing every column to a letter or two.
      sx={{
        minWidth: 120,
        maxWidth: 260,
        overflowWrap: 'break-word',
        verticalAlign: 'top',
        ...(messages && { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.error.main}` }),
      }}
    >
      {value || (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {translate('app.imports.preview.empty_cell')}
        </Typography>
      )}
      {messages && <ErrorText id={errorId}>{messages.map(serverText).join(' ')}</ErrorText>}
    </TableCell>
  );
};

const ActionChip = ({ row }: { row: ImportRow }) => {
  const translate = useTranslate();
  if (row.errors || !row.action) return <Chip size="small" color="error" label={translate('app.imports.actions.refused')} />;
  return (
    <Chip
      size="small"
      color={row.action === 'create' ? 'success' : row.action === 'update' ? 'info' : 'default'}
      variant="outlined"
      label={translate(`app.imports.actions.${row.action}`)}
    />
  );
};

/**
 * One line of the file in the preview: its number with Fix when refused, else Edit (a valid line
 * may take a value or record that lines refused for repeating it need), what it would do, and its cells.
 */
export const ImportRowLine = ({ row, headers, onFix }: { row: ImportRow; headers: readonly string[]; onFix: () => void }) => {
  const translate = useTranslate();
  const serverText = useServerText();
  const id = useId();
  const fix = translate(row.errors ? 'app.imports.preview.fix' : 'app.imports.preview.edit', { line: row.line });
  return (
    <TableRow hover>
      <TableCell sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap', verticalAlign: 'top' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {row.line}
          <Tooltip title={fix}>
            {/* data-line marks a refused row's button: the focus goes on to the next one after a fix. */}
            <IconButton size="small" aria-label={fix} onClick={onFix} data-line={row.errors ? row.line : undefined}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top', minWidth: 120 }}>
        <ActionChip row={row} />
        {rowMessagesOf(row, headers).map(({ header, message }) => (
          <ErrorText key={`${header}:${message}`}>{header ? `${header}: ${serverText(message)}` : serverText(message)}</ErrorText>
        ))}
      </TableCell>
      {headers.map((header, index) => (
        <Cell key={header} value={row.values[header] ?? ''} messages={row.errors?.[header]} errorId={`${id}-${index}`} />
      ))}
    </TableRow>
  );
};

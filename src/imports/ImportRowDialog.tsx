import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { ImportRow } from '../../schema/import';
import { FormDialog } from '../common/FormDialog';
import { useDiscardingClose } from '../common/useFormEdited';
import { messageOf } from '../providers/serverErrors';
import { rowMessagesOf } from './ImportRowLine';
import { useServerText } from './useServerText';

interface RowFieldsProps {
  row: ImportRow;
  headers: readonly string[];
  values: Record<string, string>;
  onChange: (header: string, value: string) => void;
}

/**
 * A field per column, the row's last errors under them. The first field in error (else the first)
 * takes the focus on opening and after each check: an effect inside the dialog runs before its
 * focus trap looks, also when React mounts it twice, where autoFocus would lose to the trap.
 */
const RowFields = ({ row, headers, values, onChange }: RowFieldsProps) => {
  const serverText = useServerText();
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  useEffect(() => {
    const first = headers.find((h) => row.errors?.[h]) ?? headers[0];
    inputs.current[first]?.focus();
  }, [row, headers]);
  return headers.map((header) => (
    <TextField
      key={header}
      label={header}
      value={values[header]}
      onChange={(event) => onChange(header, event.target.value)}
      error={!!row.errors?.[header]}
      helperText={row.errors?.[header]?.map(serverText).join(' ')}
      inputRef={(input: HTMLInputElement | null) => {
        inputs.current[header] = input;
      }}
      fullWidth
      margin="dense"
    />
  ));
};

interface ImportRowDialogProps {
  row: ImportRow;
  /** The file's columns: the cells a row has. */
  headers: readonly string[];
  onMend: (line: number, values: Record<string, string>) => Promise<ImportRow | null>;
  onClose: () => void;
}

/**
 * Fixes one refused row, or edits a valid one: a field per column, prefilled, with the row's errors under them. Checking
 * it again saves the cells on the server; a row that now passes closes the dialog, one that does
 * not shows its new errors. Escape and Cancel ask before dropping values changed since the last
 * check: what was checked, the server keeps.
 */
export const ImportRowDialog = ({ row, headers, onMend, onClose }: ImportRowDialogProps) => {
  const translate = useTranslate();
  const serverText = useServerText();
  const notify = useNotify();
  const titleId = useId();
  const [checked, setChecked] = useState(row);
  const [values, setValues] = useState(() => Object.fromEntries(headers.map((h) => [h, row.values[h] ?? ''])));
  const [saving, setSaving] = useState(false);
  const { close, busy } = useDiscardingClose(onClose, {
    edited: headers.some((h) => values[h] !== (checked.values[h] ?? '')),
    busy: saving,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const mended = await onMend(row.line, values);
      if (!mended) return;
      setChecked(mended);
      if (!mended.errors) {
        notify('app.imports.dialog.fixed', { type: 'success', messageArgs: { line: row.line } });
        onClose();
      }
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog maxWidth={560} onClose={close} aria-labelledby={titleId}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>
          {translate(row.errors ? 'app.imports.dialog.title' : 'app.imports.dialog.edit_title', { line: row.line })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('app.imports.dialog.intro')}</DialogContentText>
          {rowMessagesOf(checked, headers).map(({ header, message }) => (
            <Alert key={`${header}:${message}`} severity="error" sx={{ mb: 1 }}>
              {header ? `${header}: ${serverText(message)}` : serverText(message)}
            </Alert>
          ))}
          <RowFields
            row={checked}
            headers={headers}
            values={values}
            onChange={(header, value) => setValues((current) => ({ ...current, [header]: value }))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('app.imports.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('app.imports.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
};

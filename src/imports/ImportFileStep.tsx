import { useRef, useState, type DragEvent } from 'react';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportDeclaration } from '../../schema/import';
import { ImportColumns } from './ImportColumns';
import { StepHeading } from './StepHeading';
import type { UploadState } from './useImport';
import { useServerText } from './useServerText';

/** Where a file is dropped, or chosen with the button (the keyboard's and the phone's way). */
const DropZone = ({ disabled, onFile }: { disabled: boolean; onFile: (file: File | undefined) => void }) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    setOver(!disabled);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFile(event.dataTransfer.files[0]);
  };
  return (
    <Box
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        borderRadius: 1,
        p: 3,
        textAlign: 'center',
      }}
    >
      <UploadIcon color="action" fontSize="large" />
      {/* No dragging on a phone: there the button is the way. */}
      <Typography sx={{ display: { xs: 'none', sm: 'block' }, mb: 1 }}>{translate('app.imports.file.drop')}</Typography>
      <Button variant="contained" disabled={disabled} onClick={() => input.current?.click()}>
        {translate('app.imports.file.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={translate('app.imports.file.input')}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // The same file may be chosen again once mended.
          event.target.value = '';
        }}
      />
    </Box>
  );
};

/** The bytes sent as a bar, then the server's check of the rows. */
const UploadProgress = ({ upload }: { upload: UploadState }) => {
  const translate = useTranslate();
  if (upload.phase === 'sending') {
    const percent = upload.total ? Math.round((upload.sent / upload.total) * 100) : 0;
    const label = translate('app.imports.file.sending', { file: upload.fileName, percent });
    return (
      <Box>
        <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={label} />
      </Box>
    );
  }
  if (upload.phase === 'checking') {
    const label = translate('app.imports.file.checking');
    return (
      <Box role="status">
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
        <LinearProgress aria-label={label} />
      </Box>
    );
  }
  return null;
};

interface ImportFileStepProps {
  declaration: ImportDeclaration;
  upload: UploadState;
  onFile: (file: File) => void;
}

/** Step 1: the columns the list takes, and the file chosen or dropped; a file the server refuses says why here. */
export const ImportFileStep = ({ declaration, upload, onFile }: ImportFileStepProps) => {
  const translate = useTranslate();
  const serverText = useServerText();
  // What is wrong with a file before it is sent: not a CSV, or larger than the server takes.
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = upload.phase === 'sending' || upload.phase === 'checking';
  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = !/\.csv$/i.test(file.name)
      ? translate('app.imports.file.not_csv')
      : file.size > IMPORT_MAX_BYTES
        ? serverText(IMPORT_MESSAGES.tooLarge)
        : null;
    setRefusal(problem);
    if (!problem) onFile(file);
  };
  const failure = refusal ?? (upload.phase === 'failed' ? serverText(upload.message) : null);
  return (
    <Stack spacing={2}>
      <StepHeading>{translate('app.imports.file.heading')}</StepHeading>
      <Typography variant="body2" color="text.secondary">
        {translate('app.imports.file.intro')}
      </Typography>
      <ImportColumns declaration={declaration} />
      <DropZone disabled={busy} onFile={take} />
      {failure && <Alert severity="error">{failure}</Alert>}
      <UploadProgress upload={upload} />
    </Stack>
  );
};

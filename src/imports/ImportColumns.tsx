import { useId } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { importFor, type ImportDeclaration } from '../../schema/import';
import { saveFile } from '../common/saveFile';
import { useSignedInUser } from '../common/useSignedInUser';
import { importTemplate } from './importTemplate';

const ColumnGroup = ({ label, headers, required }: { label: string; headers: string[]; required: boolean }) => {
  const id = useId();
  if (!headers.length) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary" id={id} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {headers.map((header) => (
          <li key={header}>
            <Chip label={header} size="small" color={required ? 'primary' : 'default'} variant={required ? 'filled' : 'outlined'} />
          </li>
        ))}
      </Box>
    </Box>
  );
};

/** The headings a file of this list may have, required ones first, and a template file of them. */
export const ImportColumns = ({ declaration }: { declaration: ImportDeclaration }) => {
  const translate = useTranslate();
  const { isStaff, isPending } = useSignedInUser();
  const { columns } = importFor(declaration, isStaff);
  const headersOf = (required: boolean) => columns.filter((c) => c.required === required).map((c) => c.header);
  const downloadTemplate = () => {
    const file = importTemplate(importFor(declaration, isStaff));
    saveFile(file.blob, file.fileName);
  };
  // Drawn once it is known whose they are, so no template is taken without its Owner column.
  if (isPending) return null;
  return (
    <Box component="section">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {translate('app.imports.file.columns')}
        </Typography>
        <Button size="small" startIcon={<DownloadIcon />} onClick={downloadTemplate}>
          {translate('app.imports.file.template')}
        </Button>
      </Stack>
      <ColumnGroup label={translate('app.imports.file.required')} headers={headersOf(true)} required />
      <ColumnGroup label={translate('app.imports.file.optional')} headers={headersOf(false)} required={false} />
    </Box>
  );
};

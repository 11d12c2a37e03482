import { Fragment, useId } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { importFor, type ImportColumn, type ImportDeclaration } from '../../schema/import';
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

/**
 * What the columns whose heading does not say it all hold: the values a cell takes and what the
 * column means (a delete flag's yes and no, and its blank cell), each under its heading.
 */
const ColumnValues = ({ columns }: { columns: readonly ImportColumn[] }) => {
  const translate = useTranslate();
  const id = useId();
  const described = columns.filter((c) => c.choices || c.meaning);
  if (!described.length) return null;
  const textOf = (column: ImportColumn) =>
    [
      column.choices && translate('app.imports.file.values', { values: column.choices.join(', ') }),
      column.meaning && translate(`app.imports.meanings.${column.meaning}`),
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary" id={id} sx={{ mb: 0.5 }}>
        {translate('app.imports.file.values_heading')}
      </Typography>
      <Box component="dl" aria-labelledby={id} sx={{ m: 0 }}>
        {described.map((column) => (
          <Fragment key={column.header}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 'medium' }}>
              {column.header}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ ml: 2, mb: 0.5 }}>
              {textOf(column)}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
};

/** The headings a file of this list may have, required ones first, what some of them hold, and a template file of them. */
export const ImportColumns = ({ declaration }: { declaration: ImportDeclaration }) => {
  const translate = useTranslate();
  const { isStaff, isPending } = useSignedInUser();
  const callers = importFor(declaration, isStaff);
  const { columns } = callers;
  const headersOf = (required: boolean) => columns.filter((c) => c.required === required).map((c) => c.header);
  const downloadTemplate = () => {
    const file = importTemplate(callers);
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
      <ColumnValues columns={columns} />
    </Box>
  );
};

import DownloadIcon from '@mui/icons-material/GetApp';
import { Alert, Button, Stack } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { ImportSummary } from '../../schema/import';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { ImportCounts } from './ImportCounts';
import { listPathOf } from './listPath';
import { StepHeading } from './StepHeading';
import { useDownloadRefused } from './useDownloadRefused';

/** Step 4: what was added, changed, left as it was and refused, and where to go next. */
export const ImportResult = ({ summary, onAnother }: { summary: ImportSummary; onAnother: () => void }) => {
  const translate = useTranslate();
  const { number } = useLocaleFormat();
  const refused = useDownloadRefused(summary.id);
  const count = (key: string, value: number | null) => translate(`app.imports.counts.${key}`, { count: number(value ?? 0) });
  return (
    <Stack spacing={2}>
      <StepHeading>{translate('app.imports.result.heading')}</StepHeading>
      <ImportCounts
        counts={[
          { label: count('created', summary.created), color: 'success' },
          { label: count('updated', summary.updated), color: 'info' },
          ...(summary.left_unchanged ? [{ label: count('left_unchanged', summary.left_unchanged), color: 'default' as const }] : []),
          { label: count('refused', summary.refused), color: summary.refused ? 'error' : 'default' },
        ]}
      />
      {summary.refused > 0 && <Alert severity="warning">{translate('app.imports.result.refused_hint')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" component={LinkBase} to={listPathOf(summary.resource)}>
          {translate('app.imports.result.back')}
        </Button>
        {summary.refused > 0 && (
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={refused.busy} onClick={() => void refused.download()}>
            {translate('app.imports.preview.download_refused')}
          </Button>
        )}
        <Button onClick={onAnother}>{translate('app.imports.result.another')}</Button>
      </Stack>
    </Stack>
  );
};

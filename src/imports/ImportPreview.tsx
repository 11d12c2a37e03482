import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Alert, Button, Stack } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ImportSummary } from '../../schema/import';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { useServerAction } from '../common/useServerAction';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';
import { ImportCounts } from './ImportCounts';
import { ImportRowsTable } from './ImportRowsTable';
import { listPathOf } from './listPath';
import { StepHeading } from './StepHeading';
import { useDownloadRefused } from './useDownloadRefused';
import type { ImportState } from './useImport';
import { useServerText } from './useServerText';
import { DestructiveConfirm } from '../common/DestructiveConfirm';

/** Discarding drops the checked file on the server (nothing was written) and goes back to the list. */
const useDiscard = (summary: ImportSummary) => {
  const dataProvider = useMandiDataProvider();
  const navigate = useNavigate();
  const act = useServerAction(() => navigate(listPathOf(summary.resource)));
  const [busy, setBusy] = useState(false);
  const discard = async () => {
    setBusy(true);
    await act(() => dataProvider.importDiscard(summary.id));
    setBusy(false);
  };
  return { discard, busy };
};

/** Step 2: the file's counts and rows as checked, refused rows fixed in place, then the import confirmed. */
export const ImportPreview = ({ summary, state }: { summary: ImportSummary; state: ImportState }) => {
  const translate = useTranslate();
  const serverText = useServerText();
  const { number } = useLocaleFormat();
  const [confirming, setConfirming] = useState(false);
  // Discarding drops the fixes made here too: it asks first.
  const [discarding, setDiscarding] = useState(false);
  const refused = useDownloadRefused(summary.id);
  const discard = useDiscard(summary);
  const count = (key: string, value: number) => translate(`app.imports.counts.${key}`, { count: number(value) });
  return (
    <Stack spacing={2}>
      <StepHeading>{translate('app.imports.preview.heading', { file: summary.file_name })}</StepHeading>
      <ImportCounts
        counts={[
          { label: translate('app.imports.counts.total', { smart_count: summary.total, count: number(summary.total) }), color: 'default' },
          { label: count('creates', summary.creates), color: 'success' },
          { label: count('updates', summary.updates), color: 'info' },
          ...(summary.unchanged ? [{ label: count('unchanged', summary.unchanged), color: 'default' as const }] : []),
          { label: count('refused', summary.refused), color: summary.refused ? 'error' : 'default' },
        ]}
      />
      {summary.ignored.length > 0 && (
        <Alert severity="info">{translate('app.imports.preview.ignored', { columns: summary.ignored.join(', ') })}</Alert>
      )}
      {summary.blank_in_updates.length > 0 && (
        <Alert severity="warning">
          {translate('app.imports.preview.blank_in_updates', { columns: summary.blank_in_updates.join(', ') })}
        </Alert>
      )}
      {state.runError && <Alert severity="error">{serverText(state.runError)}</Alert>}
      <ImportRowsTable summary={summary} onMend={state.mend} />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" disabled={discard.busy} onClick={() => setDiscarding(true)}>
          {translate('app.imports.preview.discard')}
        </Button>
        {summary.refused > 0 && (
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={refused.busy} onClick={() => void refused.download()}>
            {translate('app.imports.preview.download_refused')}
          </Button>
        )}
        <Button variant="contained" disabled={!summary.valid} onClick={() => setConfirming(true)}>
          {translate('app.imports.preview.run', { smart_count: summary.valid, count: number(summary.valid) })}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        title="app.imports.confirm.title"
        titleTranslateOptions={{ smart_count: summary.valid, count: number(summary.valid) }}
        content={summary.unchanged ? 'app.imports.confirm.content_unchanged' : 'app.imports.confirm.content'}
        contentTranslateOptions={{
          creates: number(summary.creates),
          updates: number(summary.updates),
          unchanged: number(summary.unchanged),
          refused: number(summary.refused),
        }}
        confirm="app.imports.confirm.confirm"
        cancel="ra.action.cancel"
        onConfirm={() => {
          setConfirming(false);
          void state.run();
        }}
        onClose={() => setConfirming(false)}
      />
      <DestructiveConfirm
        isOpen={discarding}
        loading={discard.busy}
        title="app.imports.discard.title"
        titleTranslateOptions={{ file: summary.file_name }}
        content="app.imports.discard.content"
        confirm="app.imports.discard.confirm"
        cancel="ra.action.cancel"
        onConfirm={() => {
          setDiscarding(false);
          void discard.discard();
        }}
        onClose={() => setDiscarding(false)}
      />
    </Stack>
  );
};

import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { CircularProgress } from '@mui/material';
import { Button, useNotify } from 'react-admin';
import type { ReportName } from '../../schema/report';
import type { ReportRequest } from '../providers/calls/reports';
import { messageOf } from '../providers/serverErrors';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';
import { saveFile } from '../common/saveFile';

interface DownloadCsvButtonProps {
  report: ReportName;
  /** The filters of the report on screen; null while they would be refused. */
  body: ReportRequest | null;
}

/** Every row of the report on screen, for the same filters, as the CSV file the server writes. */
export const DownloadCsvButton = ({ report, body }: DownloadCsvButtonProps) => {
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!body) return;
    setBusy(true);
    try {
      const file = await dataProvider.reportExport(report, body);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      notify('app.reports.download_failed', { type: 'error', messageArgs: { message: messageOf(error) } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label="app.reports.download"
      onClick={() => void download()}
      disabled={busy || !body}
      variant="outlined"
      sx={{ displayPrint: 'none' }}
    >
      {busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
};

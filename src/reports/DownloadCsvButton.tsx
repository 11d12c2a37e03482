import type { ReportName } from '../../schema/report';
import type { ReportRequest } from '../providers/calls/reports';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';
import { DownloadButton } from '../common/DownloadButton';

interface DownloadCsvButtonProps {
  report: ReportName;
  /** The filters of the report on screen; null while they would be refused. */
  body: ReportRequest | null;
}

/** Every row of the report on screen, for the same filters, as the CSV file the server writes. */
export const DownloadCsvButton = ({ report, body }: DownloadCsvButtonProps) => {
  const dataProvider = useMandiDataProvider();
  return (
    <DownloadButton
      label="app.reports.download"
      failed="app.reports.download_failed"
      disabled={!body}
      variant="outlined"
      sx={{ displayPrint: 'none' }}
      file={() => dataProvider.reportExport(report, body!)}
    />
  );
};

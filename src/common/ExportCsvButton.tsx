import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useCanAccess, useDataProvider, useListContext, useNotify } from 'react-admin';
import { messageOf } from '../providers/serverErrors';
import { saveFile } from './saveFile';

/**
 * react-admin's Export button, but the server writes the file: it streams every row matching the
 * list's filters, search and sort (docs/api.md "Export"), so no page of rows passes through here.
 */
export const ExportCsvButton = () => {
  const { resource, filterValues, filter, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;

  const download = async () => {
    setBusy(true);
    try {
      // The permanent filter (an embedded list's owner) wins over what the user picked, as in the list.
      const file = await dataProvider.exportCsv(resource, { filter: { ...filterValues, ...filter }, sort });
      saveFile(file.blob, file.fileName);
    } catch (error) {
      notify('app.export.failed', { type: 'error', messageArgs: { message: messageOf(error) } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="app.export.button" onClick={() => void download()} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
};

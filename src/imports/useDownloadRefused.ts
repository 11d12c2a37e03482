import { useState } from 'react';
import { useNotify } from 'react-admin';
import { saveFile } from '../common/saveFile';
import { messageOf } from '../providers/serverErrors';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';

/** The refused rows of an import as the CSV file the server writes, with their errors in a last column. */
export const useDownloadRefused = (id: string) => {
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await dataProvider.importRefused(id);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      notify('app.imports.preview.download_failed', { type: 'error', messageArgs: { message: messageOf(error) } });
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
};

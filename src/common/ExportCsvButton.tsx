import { useCanAccess, useDataProvider, useListContext } from 'react-admin';
import { DownloadButton } from './DownloadButton';

/**
 * react-admin's Export button, but the server writes the file: it streams every row matching the
 * list's filters, search and sort (docs/api.md "Export"), so no page of rows passes through here.
 */
export const ExportCsvButton = () => {
  const { resource, filterValues, filter, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  const dataProvider = useDataProvider();
  if (!canAccess) return null;
  return (
    <DownloadButton
      label="app.export.button"
      failed="app.export.failed"
      disabled={total === 0}
      // The permanent filter (an embedded list's owner) wins over what the user picked, as in the list.
      file={() => dataProvider.exportCsv(resource, { filter: { ...filterValues, ...filter }, sort })}
    />
  );
};

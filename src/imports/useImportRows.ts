import { useQuery } from '@tanstack/react-query';
import type { ImportRowsRequest } from '../providers/calls/imports';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';

/** Every cached page of an import's rows starts with this key, so a mended row is replaced in all of them. */
export const importRowsKey = (id: string) => ['import', id, 'rows'];

/** One page of the preview's rows, read from the server as it is shown. */
export const useImportRows = (id: string, request: ImportRowsRequest) => {
  const dataProvider = useMandiDataProvider();
  return useQuery({
    queryKey: [...importRowsKey(id), request],
    queryFn: async () => (await dataProvider.importRows(id, request)).data,
    // The page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
    retry: false,
  });
};

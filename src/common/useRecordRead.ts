import { useState } from 'react';
import { useGetOne, type RaRecord } from 'react-admin';

/**
 * One record for its page, read afresh on opening. Meanwhile the row a list showed stands in
 * (react-admin fills the record's cache from its lists); when the read then fails, that row is
 * not shown as the record (it may be gone, or no longer the caller's to see), and the page says
 * why it could not be read. A record read since the page opened stays if a later read fails.
 */
export const useRecordRead = <R extends RaRecord>(resource: string, id: string | undefined) => {
  const [openedAt] = useState(Date.now);
  const read = useGetOne<R>(resource, { id: id ?? '' }, { enabled: Boolean(id), retry: false });
  return read.error && read.dataUpdatedAt <= openedAt ? { ...read, data: undefined } : read;
};

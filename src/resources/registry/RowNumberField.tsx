import { useListContext, useRecordContext } from 'react-admin';

/** No. = (page - 1) x page size + index + 1; "All" (-1) is one page, numbered from 1. */
export const rowNumber = (page: number, perPage: number, index: number) => (perPage > 0 ? (page - 1) * perPage : 0) + index + 1;

export const RowNumberField = () => {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = record && data ? data.findIndex((row) => row.id === record.id) : -1;
  if (index < 0) return null;
  return <>{rowNumber(page, perPage, index)}</>;
};

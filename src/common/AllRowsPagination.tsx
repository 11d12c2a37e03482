import type { ChangeEvent } from 'react';
import { TablePagination } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { usePageRangeLabel } from './usePageRangeLabel';
import { PER_PAGE_ALL, PER_PAGE_OPTIONS } from './pageSizes';

/**
 * The table footer with All among the page sizes. react-admin's own Pagination divides by the
 * page size, so for All (-1) this one shows a single page holding every row sent.
 */
export const AllRowsPagination = () => {
  const { page, perPage, total, isPending, setPage, setPerPage } = useListContext();
  const translate = useTranslate();
  const all = perPage === PER_PAGE_ALL;
  const rangeLabel = usePageRangeLabel(all);
  if (isPending || !total) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={all ? 0 : page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...PER_PAGE_OPTIONS, { label: translate('app.registry.all'), value: PER_PAGE_ALL }]}
      onPageChange={(_event, next: number) => setPage(next + 1)}
      onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={rangeLabel}
    />
  );
};

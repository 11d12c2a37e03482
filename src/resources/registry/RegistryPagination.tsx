import type { ChangeEvent, MouseEvent } from 'react';
import { TablePagination } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { usePageRangeLabel } from '../../common/usePageRangeLabel';
import { MAX_PER_PAGE } from '../../providers/dataProvider';

export const DEFAULT_PER_PAGE = 25;
/** The footer's "All" option is -1. */
const ALL_OPTION = -1;

/**
 * The table footer: page sizes 10, 25, 50, 100 and All. react-admin's Pagination cannot show
 * "All" (it divides by the page size), so this one maps it to the list's MAX_PER_PAGE, which
 * the dataProvider sends to the server as -1.
 */
export const RegistryPagination = () => {
  const { page, perPage, total, isPending, setPage, setPerPage } = useListContext();
  const translate = useTranslate();
  const all = perPage >= MAX_PER_PAGE;
  const rangeLabel = usePageRangeLabel(all);
  if (isPending || !total) return null;
  const options = [10, 25, 50, 100, { label: translate('app.registry.all'), value: ALL_OPTION }];
  return (
    <TablePagination
      component="div"
      count={total}
      page={all ? 0 : page - 1}
      rowsPerPage={all ? ALL_OPTION : perPage}
      rowsPerPageOptions={options}
      onPageChange={(_event: MouseEvent<HTMLButtonElement> | null, next: number) => setPage(next + 1)}
      onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const size = Number(event.target.value);
        setPerPage(size === ALL_OPTION ? MAX_PER_PAGE : size);
      }}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={rangeLabel}
    />
  );
};

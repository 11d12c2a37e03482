import { useEffect, type ChangeEvent } from 'react';
import { TablePagination } from '@mui/material';
import { visuallyHidden } from './visuallyHidden';
import { useListContext, useTranslate } from 'react-admin';
import { MAX_PER_PAGE } from '../providers/dataProvider';
import { usePageRangeLabel } from './usePageRangeLabel';
import { useIsSmall } from './useIsSmall';
import { useLocaleFormat } from './useLocaleFormat';
import { PER_PAGE_ALL, PER_PAGE_OPTIONS } from './pageSizes';

// On a phone "Rows per page" is said to screen readers only and the gaps narrow, so the page
// arrows stay on the screen beside a range such as "1-25 of 4,198".
const PHONE_FOOTER = {
  '& .MuiTablePagination-toolbar': { pl: 1, pr: 0 },
  '& .MuiTablePagination-selectLabel': visuallyHidden,
  '& .MuiTablePagination-input': { ml: 0, mr: 1 },
  '& .MuiTablePagination-actions': { ml: 0.5 },
};

/**
 * The table footer with All among the page sizes. The list itself works its last page out by
 * dividing by the page size, so All is kept as MAX_PER_PAGE rows a page (the dataProvider asks
 * the server for all of them): kept as -1, the list went to a page below 1 and back without end.
 * A page size below 1 from an older address or saved view is taken as All. Where the rows are
 * more than MAX_PER_PAGE, All could not show them all: the size then reads "1,000" and pages on.
 */
export const AllRowsPagination = () => {
  const { page, perPage, total, isPending, setPage, setPerPage } = useListContext();
  const translate = useTranslate();
  const { number } = useLocaleFormat();
  const fitsOnePage = (total ?? 0) <= MAX_PER_PAGE;
  const all = (perPage >= MAX_PER_PAGE || perPage < 1) && fitsOnePage;
  const largest = fitsOnePage
    ? { label: translate('app.registry.all'), value: PER_PAGE_ALL }
    : { label: number(MAX_PER_PAGE), value: MAX_PER_PAGE };
  const rangeLabel = usePageRangeLabel(all);
  const small = useIsSmall();
  useEffect(() => {
    if (perPage < 1) setPerPage(MAX_PER_PAGE);
  }, [perPage, setPerPage]);
  if (isPending || !total) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={all ? 0 : page - 1}
      rowsPerPage={all ? PER_PAGE_ALL : Math.max(perPage, 1)}
      rowsPerPageOptions={[...PER_PAGE_OPTIONS, largest]}
      onPageChange={(_event, next: number) => setPage(next + 1)}
      onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const size = Number(event.target.value);
        setPerPage(size === PER_PAGE_ALL ? MAX_PER_PAGE : size);
      }}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={rangeLabel}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      sx={small ? PHONE_FOOTER : undefined}
    />
  );
};

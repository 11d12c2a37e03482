import { useEffect, useRef, useState } from 'react';
import {
  Box,
  FormControlLabel,
  LinearProgress,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportRow, ImportSummary } from '../../schema/import';
import { RetryAlert } from '../common/RetryAlert';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { messageOf } from '../providers/serverErrors';
import { ImportRowDialog } from './ImportRowDialog';
import { ImportRowLine } from './ImportRowLine';
import { useImportRows } from './useImportRows';

const PER_PAGE = 25;

interface ImportRowsTableProps {
  summary: ImportSummary;
  onMend: (line: number, values: Record<string, string>) => Promise<ImportRow | null>;
}

/** The file's rows a page at a time, as the server checked them, or only the refused ones; any row opens to be fixed or edited. */
export const ImportRowsTable = ({ summary, onMend }: ImportRowsTableProps) => {
  const translate = useTranslate();
  const { number } = useLocaleFormat();
  const [page, setPage] = useState(0);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [fixing, setFixing] = useState<ImportRow | null>(null);
  const count = errorsOnly ? summary.refused : summary.total;
  // Rows fixed while only refused ones show can leave fewer pages than the one open.
  const shown = Math.min(page, Math.max(0, Math.ceil(count / PER_PAGE) - 1));
  const rows = useImportRows(summary.id, { page: shown + 1, perPage: PER_PAGE, errorsOnly });
  const { headers } = summary;
  const table = useRef<HTMLTableElement>(null);
  // A fixed row loses its Fix button, and the focus with it: the keyboard goes on at the next refused row's.
  const fixedLine = useRef<number | null>(null);
  const mend = async (line: number, values: Record<string, string>) => {
    const row = await onMend(line, values);
    // A valid row edited keeps its button, which takes the focus back as the dialog closes.
    if (row && !row.errors && fixing?.errors) fixedLine.current = line;
    return row;
  };
  useEffect(() => {
    const line = fixedLine.current;
    if (line === null || fixing) return;
    fixedLine.current = null;
    // The fixed row's own button may be drawn until its new state arrives.
    const others = [...(table.current?.querySelectorAll<HTMLElement>('button[data-line]') ?? [])].filter(
      (button) => Number(button.dataset.line) !== line,
    );
    (others.find((button) => Number(button.dataset.line) > line) ?? others[0] ?? table.current)?.focus();
  }, [fixing]);

  return (
    // No width of its own to the page around it (a file's many columns would widen the whole
    // layout on a desktop), then the width it is given: the table scrolls in its own box.
    <Box sx={{ width: 0, minWidth: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={errorsOnly}
            onChange={(event) => {
              setErrorsOnly(event.target.checked);
              setPage(0);
            }}
          />
        }
        label={translate('app.imports.preview.errors_only')}
      />
      {rows.error && (
        <RetryAlert retry="app.imports.preview.retry" onRetry={() => void rows.refetch()}>
          {translate('app.imports.preview.load_error', { message: messageOf(rows.error) })}
        </RetryAlert>
      )}
      <Box sx={{ height: 4 }}>{rows.isFetching && <LinearProgress />}</Box>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table ref={table} tabIndex={-1} size="small" aria-label={translate('app.imports.preview.table')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' }}>
                {translate('app.imports.preview.row')}
              </TableCell>
              <TableCell>{translate('app.imports.preview.action')}</TableCell>
              {headers.map((header) => (
                <TableCell key={header} sx={{ whiteSpace: 'nowrap' }}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows.data ?? []).map((row) => (
              <ImportRowLine key={row.line} row={row} headers={headers} onFix={() => setFixing(row)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {errorsOnly && count === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('app.imports.preview.no_errors')}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={count}
        page={shown}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={(_event, next: number) => setPage(next)}
        labelDisplayedRows={({ from, to, count: total }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: number(from), offsetEnd: number(to), total: number(total) })
        }
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      />
      {fixing && <ImportRowDialog row={fixing} headers={headers} onMend={mend} onClose={() => setFixing(null)} />}
    </Box>
  );
};

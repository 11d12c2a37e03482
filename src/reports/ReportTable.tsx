import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ReportColumn<T> {
  /** i18n key of the heading. */
  label: string;
  render: (row: T) => ReactNode;
  /** Figures sit on the right. */
  numeric?: boolean;
  /** The column's sum in the totals row. */
  total?: ReactNode;
}

interface ReportTableProps<T> {
  /** i18n key naming the table for screen readers. */
  label: string;
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  /** The first cell of a totals row; the others are the columns' `total`. */
  totalsLabel?: ReactNode;
}

/** A report's rows; wide tables scroll inside their card, not the page. */
export function ReportTable<T>({ label, columns, rows, rowKey, totalsLabel }: ReportTableProps<T>) {
  const translate = useTranslate();
  const name = translate(label);
  return (
    // A box that scrolls sideways (a phone, a zoomed page) holds nothing the Tab key stops at: it
    // takes the focus itself, for the arrow keys to scroll it, as a region named as its table.
    <TableContainer role="region" aria-label={name} tabIndex={0} sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
      <Table size="small" aria-label={name}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {translate(column.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.numeric ? 'right' : 'left'}
                  sx={column.numeric ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {totalsLabel !== undefined && (
          <TableFooter>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell
                  key={column.label}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: 'inherit', whiteSpace: 'nowrap' }}
                >
                  {index === 0 ? totalsLabel : column.total}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}

import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DetailRow {
  key: string;
  cells: ReactNode[];
}

/** A plain read-only table of a detail card; it scrolls sideways on narrow screens. */
export const DetailTable = ({ headings, rows, numeric = [] }: { headings: string[]; rows: DetailRow[]; numeric?: number[] }) => {
  const translate = useTranslate();
  const align = (index: number) => (numeric.includes(index) ? 'right' : 'left');
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {headings.map((heading, index) => (
              <TableCell key={heading} align={align(index)}>
                {translate(heading)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={headings[index]} align={align(index)}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

import type { ReactNode } from 'react';
import { Box, Divider, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIsSmall } from './useIsSmall';

export interface DetailRow {
  key: string;
  cells: ReactNode[];
}

interface DetailTableProps {
  headings: string[];
  rows: DetailRow[];
  numeric?: number[];
}

/**
 * A plain read-only table of a detail card. On a phone each row is a block instead, its first
 * cell on top and every other one under its heading, so no column (an item's total) is left past
 * the screen's edge.
 */
export const DetailTable = (props: DetailTableProps) => (useIsSmall() ? <DetailBlocks {...props} /> : <DetailColumns {...props} />);

const DetailColumns = ({ headings, rows, numeric = [] }: DetailTableProps) => {
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

const DetailBlocks = ({ headings, rows }: DetailTableProps) => {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map(({ key, cells: [first, ...rest] }, index) => (
        <li key={key}>
          {index > 0 && <Divider sx={{ my: 1.5 }} />}
          <Typography variant="subtitle2" component="div">
            {first}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 0.5 }}>
            {rest.map((cell, i) => (
              <Box key={headings[i + 1]} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(headings[i + 1])}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                  {cell}
                </Typography>
              </Box>
            ))}
          </Box>
        </li>
      ))}
    </Box>
  );
};

import { Box } from '@mui/material';
import { visuallyHidden } from '../common/visuallyHidden';

interface ChartTableProps {
  /** Heading of the first column: what the rows are (periods, statuses). */
  heading: string;
  /** Headings of the figures' columns: the series. */
  columns: string[];
  rows: { label: string; cells: string[] }[];
}

/**
 * A chart's figures as a table, hidden from sight: a screen reader gets every value at once
 * rather than bar by bar, and the figures stay readable where the drawing is not.
 */
// The hiding is on a box around the table: a table ignores a width of 1px and grew the page
// sideways on a phone.
export const ChartTable = ({ heading, columns, rows }: ChartTableProps) => (
  <Box sx={visuallyHidden}>
    <table>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </Box>
);

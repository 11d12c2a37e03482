import { Button, Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../common/visuallyHidden';
import { useIsSmall } from '../common/useIsSmall';
import { LatestLines, RowAvatar, type LatestTableProps } from './LatestLines';

/**
 * A titled table of the latest rows, each with a View button; on a phone one line per row, the
 * line itself opening the record, as the lists are there.
 */
export const LatestTable = (props: LatestTableProps) => (useIsSmall() ? <LatestLines {...props} /> : <LatestColumns {...props} />);

const LatestColumns = ({ title, headings, rows }: LatestTableProps) => {
  const translate = useTranslate();
  return (
    <Card sx={{ flex: '1 1 360px', overflowX: 'auto' }}>
      <CardHeader title={translate(title)} />
      <Table size="small">
        <TableHead>
          <TableRow>
            {headings.map((h) => (
              <TableCell key={h}>{translate(h)}</TableCell>
            ))}
            <TableCell>
              <span style={visuallyHidden}>{translate('app.dashboard.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={headings.length + 1}>{translate('app.dashboard.empty')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id}>
              {row.cells.map((cell, i) => (
                <TableCell key={i}>
                  {i === 0 ? (
                    <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                      <RowAvatar row={row} />
                      {cell}
                    </span>
                  ) : (
                    cell
                  )}
                </TableCell>
              ))}
              <TableCell align="right">
                {row.to && (
                  <Button
                    size="small"
                    component={Link}
                    to={row.to}
                    aria-label={translate('app.dashboard.view_named', { name: row.cells[0] })}
                  >
                    {translate('app.dashboard.view')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};

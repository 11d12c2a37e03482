import { Avatar, Button, Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { initials } from '../common/initials';

export interface LatestRow {
  id: string;
  image: string | null;
  cells: (string | number)[];
  /** The record's page; none when the user may not open it. */
  to?: string;
}

/** A titled table of the latest rows, each with a View button. */
export const LatestTable = ({ title, headings, rows }: { title: string; headings: string[]; rows: LatestRow[] }) => {
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
            <TableCell />
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
                      <Avatar src={row.image ?? undefined} sx={{ width: 28, height: 28, fontSize: 12 }}>
                        {initials(String(cell))}
                      </Avatar>
                      {cell}
                    </span>
                  ) : (
                    cell
                  )}
                </TableCell>
              ))}
              <TableCell align="right">
                {row.to && (
                  <Button size="small" component={Link} to={row.to}>
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

import {
  Avatar,
  Button,
  Card,
  CardHeader,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { initials } from '../common/initials';
import { useIsSmall } from '../common/useIsSmall';

export interface LatestRow {
  id: string;
  image: string | null;
  cells: (string | number)[];
  /** The record's page; none when the user may not open it. */
  to?: string;
}

const RowAvatar = ({ row }: { row: LatestRow }) => (
  <Avatar src={row.image ?? undefined} sx={{ width: 28, height: 28, fontSize: 12 }}>
    {initials(String(row.cells[0]))}
  </Avatar>
);

interface LatestTableProps {
  title: string;
  headings: string[];
  rows: LatestRow[];
}

/**
 * A titled table of the latest rows, each with a View button; on a phone one line per row, the
 * line itself opening the record, as the lists are there.
 */
export const LatestTable = (props: LatestTableProps) => (useIsSmall() ? <LatestLines {...props} /> : <LatestColumns {...props} />);

const LatestLines = ({ title, rows }: LatestTableProps) => {
  const translate = useTranslate();
  return (
    <Card sx={{ flex: '1 1 360px' }}>
      <CardHeader title={translate(title)} />
      <List dense disablePadding>
        {rows.length === 0 && (
          <ListItem>
            <ListItemText primary={translate('app.dashboard.empty')} />
          </ListItem>
        )}
        {rows.map((row) => {
          const [first, ...rest] = row.cells;
          const line = (
            <>
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <RowAvatar row={row} />
              </ListItemAvatar>
              <ListItemText primary={first} secondary={rest.join(' · ')} />
            </>
          );
          return row.to ? (
            <ListItemButton key={row.id} component={Link} to={row.to}>
              {line}
            </ListItemButton>
          ) : (
            <ListItem key={row.id}>{line}</ListItem>
          );
        })}
      </List>
    </Card>
  );
};

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

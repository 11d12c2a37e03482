import { Fragment, type ReactNode } from 'react';
import { Box, Card, CardHeader, List, ListItem, ListItemAvatar, ListItemButton, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { NameAvatar } from '../common/NameAvatar';
import { visuallyHidden } from '../common/visuallyHidden';

export interface LatestRow {
  id: string;
  image: string | null;
  /** The first names the row (its avatar's initials, its View button's label). */
  cells: [string, ...ReactNode[]];
  /** The record's page; none when the user may not open it. */
  to?: string;
}

export const RowAvatar = ({ row }: { row: LatestRow }) => <NameAvatar name={row.cells[0]} imageUrl={row.image} size={28} />;

export interface LatestTableProps {
  title: string;
  headings: string[];
  rows: LatestRow[];
}

/**
 * The latest rows on a phone: one line each, the line itself opening the record, as the lists are
 * there. The second line's values keep their headings for screen readers.
 */
export const LatestLines = ({ title, headings, rows }: LatestTableProps) => {
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
          const secondary = rest.map((value, i) => (
            <Fragment key={headings[i + 1]}>
              {i > 0 && ' · '}
              <Box component="span" sx={visuallyHidden}>
                {`${translate(headings[i + 1])}: `}
              </Box>
              {value}
            </Fragment>
          ));
          const line = (
            <>
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <RowAvatar row={row} />
              </ListItemAvatar>
              <ListItemText primary={first} secondary={secondary} />
            </>
          );
          return (
            <ListItem key={row.id} disablePadding={Boolean(row.to)}>
              {row.to ? (
                <ListItemButton component={Link} to={row.to}>
                  {line}
                </ListItemButton>
              ) : (
                line
              )}
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
};

import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { LinkBase, useCanAccess } from 'react-admin';

interface NameCellProps {
  avatar: ReactNode;
  name: string;
  /** The record's page, linked when the viewer may open records of `resource`. */
  link: { resource: string; to: string };
  /** False when the viewer may not open this one record, whatever the permission. */
  mayOpen?: boolean;
}

/** An avatar beside a name (User Name and Product name columns). */
export const NameCell = ({ avatar, name, link, mayOpen = true }: NameCellProps) => {
  const { canAccess } = useCanAccess({ resource: link.resource, action: 'show' });
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {avatar}
      <Typography variant="body2">{canAccess && mayOpen ? <LinkBase to={link.to}>{name}</LinkBase> : name}</Typography>
    </Stack>
  );
};

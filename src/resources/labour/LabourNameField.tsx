import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { UserAvatar } from '../users/UserAvatar';
import type { LabourRecord } from './labourTypes';

/** The Name column: the labourer's picture, or initials, and labor_name. */
export const LabourNameField = () => {
  const labour = useRecordContext<LabourRecord>();
  if (!labour) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <UserAvatar name={labour.labor_name} imageUrl={labour.image_url} />
      <Typography variant="body2">{labour.labor_name}</Typography>
    </Stack>
  );
};

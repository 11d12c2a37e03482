import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { UserAvatar } from './UserAvatar';
import type { UserRecord } from './userTypes';

/** The Full Name column: avatar (image or initials) and the name. */
export const UserNameField = () => {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <UserAvatar name={user.name} imageUrl={user.image_url} />
      <Typography variant="body2">{user.name}</Typography>
    </Stack>
  );
};

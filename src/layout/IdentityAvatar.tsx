import { Avatar } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { initials } from '../common/initials';

/** The signed-in user's picture, or the initials of the name when there is none. */
export const IdentityAvatar = () => {
  const { identity } = useGetIdentity();
  const name = identity?.fullName ?? '';
  return (
    <Avatar src={identity?.avatar} alt={name} sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.dark' }}>
      {initials(name)}
    </Avatar>
  );
};

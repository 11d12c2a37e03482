import { Avatar, type AvatarProps } from '@mui/material';
import { initials } from '../../common/initials';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  name?: string | null;
  imageUrl?: string | null;
  size?: number;
}

/** A user's picture, or the initials of the first two words of the name. */
export const UserAvatar = ({ name, imageUrl, size = 36, sx, ...props }: UserAvatarProps) => (
  <Avatar
    src={imageUrl || undefined}
    alt={name ?? ''}
    sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', ...sx }}
    {...props}
  >
    {initials(name)}
  </Avatar>
);

import { Avatar, type AvatarProps } from '@mui/material';
import { initials } from './initials';

interface NameAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  /** The name written beside the avatar. */
  name?: string | null;
  imageUrl?: string | null;
  size?: number;
}

/**
 * A picture, or the initials of the first two words of the name, drawn beside that name. It is
 * hidden from assistive technology: the name is read once, from the text beside it, not again as
 * the picture's alternative text or as its initials.
 */
export const NameAvatar = ({ name, imageUrl, size = 36, sx, ...props }: NameAvatarProps) => (
  <Avatar aria-hidden src={imageUrl || undefined} alt="" sx={{ width: size, height: size, fontSize: size * 0.4, ...sx }} {...props}>
    {initials(name)}
  </Avatar>
);

import type { ComponentProps } from 'react';
import { NameAvatar } from '../../common/NameAvatar';

/** A user's picture, or the initials of the first two words of the name, beside the name. */
export const UserAvatar = ({ sx, ...props }: ComponentProps<typeof NameAvatar>) => (
  <NameAvatar sx={{ bgcolor: 'primary.main', ...sx }} {...props} />
);

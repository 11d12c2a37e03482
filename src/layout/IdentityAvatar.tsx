import { Avatar } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { initials } from '../common/initials';

/**
 * The signed-in user's picture, or the initials of the name when there is none. The initials are
 * drawn from a data attribute, not written as text: the account button's visible text is then the
 * name it shows (or none on a phone), contained in its accessible name, so voice control finds the
 * button by what is read on it.
 */
export const IdentityAvatar = () => {
  const { identity } = useGetIdentity();
  const name = identity?.fullName ?? '';
  return (
    <Avatar
      src={identity?.avatar}
      alt={name}
      data-initials={initials(name)}
      // A picture hides them; where it fails to load MUI drops the img and they show.
      sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.dark', '&:not(:has(img))::before': { content: 'attr(data-initials)' } }}
    >
      {/* Empty, not none: with no children MUI draws its person icon in place of the initials. */}
      <></>
    </Avatar>
  );
};

import { useRecordContext } from 'react-admin';
import { UserAvatar } from '../users/UserAvatar';
import type { FeedbackRecord } from './feedbackTypes';
import { NameCell } from './NameCell';

/** User Name: the author's picture or initials, and name. */
export const UserCell = () => {
  const user = useRecordContext<FeedbackRecord>()?.user;
  if (!user) return null;
  return (
    <NameCell
      avatar={<UserAvatar name={user.name} imageUrl={user.image_url} />}
      name={user.name}
      link={{ resource: 'users', to: `/user/${user.uuid}` }}
    />
  );
};

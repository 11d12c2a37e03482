import { useRecordContext } from 'react-admin';
import { FeedbackAvatar } from './FeedbackAvatar';
import type { FeedbackRecord } from './feedbackTypes';
import { NameCell } from './NameCell';

/** User Name: the author's picture or initials, and name. */
export const UserCell = () => {
  const row = useRecordContext<FeedbackRecord>();
  if (!row?.user) return null;
  return (
    <NameCell
      avatar={<FeedbackAvatar row={row} byProduct={false} />}
      name={row.user.name}
      link={{ resource: 'users', to: `/user/${row.user.uuid}` }}
    />
  );
};

import { useCanAccess } from 'react-admin';
import { isStaffAccount } from '../../common/isStaffAccount';
import { getUser } from '../../providers/storage';
import type { FeedbackRecord, FeedbackResource } from './feedbackTypes';

/**
 * Whether the delete of a row shows: the server deletes only for its author or staff, and only
 * with the delete permission (docs/permissions.md); anyone else would get a 404.
 */
export const useCanDeleteFeedback = (resource: FeedbackResource) => {
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const me = getUser();
  const staff = isStaffAccount();
  return {
    /** The permission alone: whether an Actions column is worth showing. */
    mayDelete: Boolean(canAccess),
    canDelete: (row: FeedbackRecord | undefined) => Boolean(canAccess && row && (staff || row.user?.uuid === me?.uuid)),
  };
};

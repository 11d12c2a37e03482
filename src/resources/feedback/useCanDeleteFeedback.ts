import { useCanAccess } from 'react-admin';
import { useSignedInUser } from '../../common/useSignedInUser';
import type { FeedbackRecord, FeedbackResource } from './feedbackTypes';

/**
 * Whether the delete of a row shows: the server deletes only for its author or staff, and only
 * with the delete permission (docs/permissions.md); anyone else would get a 404.
 */
export const useCanDeleteFeedback = (resource: FeedbackResource) => {
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const me = useSignedInUser();
  return {
    /** The permission alone: whether an Actions column is worth showing. */
    mayDelete: Boolean(canAccess),
    canDelete: (row: FeedbackRecord | undefined) =>
      Boolean(canAccess && row && (me.isStaff || (me.id !== undefined && row.user?.uuid === me.id))),
  };
};

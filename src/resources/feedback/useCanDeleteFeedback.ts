import { useCanAccess } from 'react-admin';
import { SUPER_ADMIN } from '../../providers/canAccess';
import { getUser } from '../../providers/storage';
import { STAFF_ACCOUNT_TYPE } from '../users/choices';
import type { FeedbackRecord, FeedbackResource } from './feedbackTypes';

const STAFF = [SUPER_ADMIN, STAFF_ACCOUNT_TYPE];

/**
 * Whether the delete of a row shows: the server deletes only for its author or staff, and only
 * with the delete permission (docs/permissions.md); anyone else would get a 404.
 */
export const useCanDeleteFeedback = (resource: FeedbackResource) => {
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const me = getUser();
  const staff = STAFF.includes(me?.account_type ?? '');
  return {
    /** The permission alone: whether an Actions column is worth showing. */
    mayDelete: Boolean(canAccess),
    canDelete: (row: FeedbackRecord | undefined) => Boolean(canAccess && row && (staff || row.user?.uuid === me?.uuid)),
  };
};

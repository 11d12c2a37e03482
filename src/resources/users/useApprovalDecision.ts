import { useServerAction } from '../../common/useServerAction';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';

/**
 * Staff's decision on an applicant: approve, or reject with a reason, reloading the queue or the
 * account's page on success. Resolves true when the decision was saved.
 */
export const useApprovalDecision = (userId: string) => {
  const dataProvider = useMandiDataProvider();
  const run = useServerAction();
  return {
    approve: () => run(() => dataProvider.userApprove(userId)),
    reject: (reason: string) => run(() => dataProvider.userReject(userId, reason)),
  };
};

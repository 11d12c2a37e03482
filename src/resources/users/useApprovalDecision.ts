import { useNotify, useRefresh } from 'react-admin';
import { messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';

/**
 * Staff's decision on an applicant: approve, or reject with a reason. Success shows the server's
 * message and reloads what is on screen (the queue, or the account's page); a failure shows why.
 * Resolves true when the decision was saved.
 */
export const useApprovalDecision = (userId: string) => {
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const decide = async (send: () => Promise<{ message?: string }>) => {
    try {
      const { message } = await send();
      if (message === undefined) return false;
      notify(message, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return false;
    }
  };
  return {
    approve: () => decide(() => dataProvider.userApprove(userId)),
    reject: (reason: string) => decide(() => dataProvider.userReject(userId, reason)),
  };
};

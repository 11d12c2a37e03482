import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useGetIdentity } from 'react-admin';
import type { MandiAuthProvider } from '../providers/authProvider';
import { useLiveMessages } from './LiveContext';

/**
 * What the signed-in account may do is read again when its own account or a role changes (the
 * server tells one of one's own role's changes whatever one may view): the menu and the buttons
 * follow a grant taken away or given without a reload. Any role's change counts, as the role an
 * account holds may have been changed since sign-in; roles change seldom.
 */
export const useOwnAccessRefresh = () => {
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider() as MandiAuthProvider | undefined;
  const { identity } = useGetIdentity();
  useLiveMessages((message) => {
    // A reset (changes were missed) may have missed one of these too.
    if (message.type === 'change') {
      const { subject, record_id } = message.change;
      if (subject !== 'role' && !(subject === 'user' && identity && record_id === String(identity.id))) return;
    }
    authProvider?.forgetPermissions();
    // react-admin keeps its permission checks (usePermissions, useCanAccess) under 'auth'.
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
  });
};

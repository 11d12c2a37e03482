import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useDataProvider, useGetIdentity, type Identifier } from 'react-admin';
import type { MandiAuthProvider } from '../providers/authProvider';
import { rememberOwnAccount } from '../providers/storage';
import { useLiveMessages } from './LiveContext';
import { isOwnAccountChange } from './useOwnAccountChange';

/**
 * What the signed-in account may do is read again when its own account or a role changes (the
 * server tells one of one's own role's changes whatever one may view): the menu and the buttons
 * follow a grant taken away or given without a reload. Any role's change counts, as the role an
 * account holds may have been changed since sign-in; roles change seldom. A change of one's own
 * account reads it too, as its type and role (staff or not) are kept with the session, and the
 * copy read goes to the screens showing the account (its own page shows staff's approval or
 * rejection and its reason, its name).
 */
export const useOwnAccessRefresh = () => {
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider() as MandiAuthProvider | undefined;
  const dataProvider = useDataProvider();
  const { identity } = useGetIdentity();
  useLiveMessages(async (message) => {
    const own = isOwnAccountChange(message, identity?.id);
    // A reset (changes were missed) may have missed one of these too.
    if (message.type === 'change' && message.change.subject !== 'role' && !own) return;
    if (identity && (own || message.type === 'reset')) {
      try {
        const { data } = await dataProvider.getOne<{ id: Identifier; uuid: string }>('users', { id: identity.id });
        rememberOwnAccount(data);
        // react-admin's useGetOne of the account (by any page) holds it under this key; an edit form keeps the copy it started from.
        queryClient.setQueriesData({ queryKey: ['users', 'getOne', { id: String(identity.id) }] }, data);
      } catch {
        // Signed out meanwhile (the dataProvider has seen to it), or offline: the permissions still follow.
      }
    }
    authProvider?.forgetPermissions();
    // react-admin keeps its permission checks (usePermissions, useCanAccess) and identity under 'auth'.
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
  });
};

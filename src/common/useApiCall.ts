import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { messageOf } from '../providers/serverErrors';

/**
 * Runs a call that bypasses the dataProvider (userApi.ts, productApi.ts ...): a signed-out reply
 * signs out as react-admin does for its own calls, any other failure shows the server's message
 * (or `fallback`). Resolves with the call's value, or undefined when it failed.
 */
export const useApiCall = () => {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(call: () => Promise<T>, fallback?: string): Promise<T | undefined> => {
      try {
        return await call();
      } catch (error) {
        const loggedOut = await logoutIfAccessDenied(error);
        if (!loggedOut) notify(messageOf(error, fallback), { type: 'error' });
        return undefined;
      }
    },
    [logoutIfAccessDenied, notify],
  );
};

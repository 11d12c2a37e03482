import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { messageOf } from '../users/serverErrors';

/** Runs a productApi call: a signed-out reply signs out, any other failure shows the server's message. */
export const useProductCall = () => {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await call();
      } catch (error) {
        const loggedOut = await logoutIfAccessDenied(error);
        if (!loggedOut) notify(messageOf(error), { type: 'error' });
        return undefined;
      }
    },
    [logoutIfAccessDenied, notify],
  );
};

import { useNotify, useRefresh } from 'react-admin';
import { messageOf } from '../providers/serverErrors';

/**
 * Runs a call that changes something on the server: on success shows the server's message and
 * reloads what is on screen (`reload`, else the page's queries); a failure shows why. Resolves
 * true when the change was saved.
 */
export const useServerAction = (reload?: () => unknown) => {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (send: () => Promise<{ message?: string }>) => {
    try {
      const { message } = await send();
      if (message === undefined) return false;
      notify(message, { type: 'success' });
      if (reload) await reload();
      else refresh();
      return true;
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return false;
    }
  };
};

import { useNotify, useRefresh } from 'react-admin';
import { messageOf } from '../providers/serverErrors';

type Send = () => Promise<{ message?: string }>;

/**
 * Sends a change from a form: once saved, shows the server's message and reloads what is on
 * screen (`reload`, else the page's queries). A refusal is thrown on, for the form's submit button
 * to say under the fields it names. Resolves true when saved, false when the reply signed the
 * session out.
 */
export const useSaveChange = (reload?: () => unknown) => {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (send: Send) => {
    const { message } = await send();
    if (message === undefined) return false;
    notify(message, { type: 'success' });
    if (reload) await reload();
    else refresh();
    return true;
  };
};

/**
 * Runs a call that changes something on the server, as `useSaveChange` does, where no form takes
 * a refusal: a failure shows why. Resolves true when the change was saved.
 */
export const useServerAction = (reload?: () => unknown) => {
  const notify = useNotify();
  const save = useSaveChange(reload);
  return async (send: Send) => {
    try {
      return await save(send);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return false;
    }
  };
};

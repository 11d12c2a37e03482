import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { runLiveConnection, type LiveMessage } from './liveConnection';

/**
 * The tab's live stream, open while the admin layout is mounted (that is, while signed in):
 * unmounting it, as signing out does, closes it. A 401 signs out, as any refused call does.
 */
export const useLiveConnection = (onMessage: (message: LiveMessage) => void) => {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    const controller = new AbortController();
    void runLiveConnection({
      onMessage,
      signal: controller.signal,
      onRefused: (error) => void logoutIfAccessDenied(error),
    });
    return () => controller.abort();
    // One connection for the layout's life; the callbacks are stable enough not to restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};

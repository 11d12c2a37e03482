import { useEffect, useState } from 'react';
import { focusPageHeading } from './PageHeading';

// The longest the page is watched after a close: the list behind a dialog reloads well within it.
const WATCH_MS = 30_000;

/**
 * A closed dialog gives the focus back to what opened it; when that goes from the page soon after
 * (a status change takes an order out of a filtered list, and its row with it), the focus would
 * fall to the page itself. It goes to the page's heading instead, so the keyboard carries on.
 * The watch ends once the focus moves anywhere else.
 */
export const useFocusKeptOnClose = () => {
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement) || opener === document.body) return;
      const check = () => {
        if (opener.isConnected) return;
        stop();
        if (document.activeElement === document.body || document.activeElement === null) focusPageHeading();
      };
      const moved = (event: FocusEvent) => {
        if (event.target !== opener) stop();
      };
      const watch = new MutationObserver(check);
      const stop = () => {
        watch.disconnect();
        document.removeEventListener('focusin', moved);
        clearTimeout(timer);
      };
      watch.observe(document.body, { childList: true, subtree: true });
      document.addEventListener('focusin', moved);
      const timer = setTimeout(stop, WATCH_MS);
      // An opener gone already (a phone line's menu item) is seen at once.
      setTimeout(check);
    },
    [opener],
  );
};

import { useEffect } from 'react';

/** Where a keystroke is text being typed, so '/' must stay a character. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * '/' focuses the search box of the list on screen (every list's SearchInput has source `q`), as
 * in GitHub or Gmail. Listened to once, in the layout; a page without a search keeps the key.
 */
export const useSearchShortcut = () => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTyping(event.target)) return;
      const search = document.querySelector<HTMLInputElement>('form input[name="q"]');
      if (!search) return;
      event.preventDefault();
      search.focus();
      search.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
};

import { useEffect } from 'react';

/** Ctrl+K, or Cmd+K on a Mac, and nothing more held. */
export const isPaletteKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/**
 * Ctrl+K / Cmd+K anywhere in the signed-in admin, even in a text field (the browser's own use of
 * it, the address bar's search, is taken over there). Listened to once, by the layout. The list
 * search's '/' (useSearchShortcut) ignores keys held with Ctrl or Cmd, so the two never meet.
 */
export const usePaletteShortcut = (toggle: () => void) => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event) || event.repeat) return;
      event.preventDefault();
      toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
};

import { useEffect } from 'react';

/** Ctrl+K, or Cmd+K on a Mac, and nothing more held. */
export const isPaletteKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/** The palette's own dialog carries this attribute; any other open dialog is a form or a question. */
export const PALETTE_ATTRIBUTE = 'data-command-palette';
const otherDialogOpen = () => [...document.querySelectorAll('[role="dialog"]')].some((dialog) => !dialog.closest(`[${PALETTE_ATTRIBUTE}]`));

/**
 * Ctrl+K / Cmd+K anywhere in the signed-in admin, even in a text field (the browser's own use of
 * it, the address bar's search, is taken over there). Listened to once, by the layout. The list
 * search's '/' (useSearchShortcut) ignores keys held with Ctrl or Cmd, so the two never meet.
 * Not over another dialog: going somewhere from the palette would drop a form half filled in.
 */
export const usePaletteShortcut = (toggle: () => void) => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event) || event.repeat || otherDialogOpen()) return;
      event.preventDefault();
      toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
};

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

/** What a key typed outside the palette's own dialog does to `early`; undefined: not the palette's key. */
const typedEarly = (early: string, event: KeyboardEvent): string | undefined => {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (event.key.length === 1) return early + event.key;
  if (event.key === 'Backspace') return early.slice(0, -1);
  // Enter too is held back: it would submit the form below, or open a line of a search not shown yet.
  return event.key === 'Enter' ? early : undefined;
};

/**
 * While the palette is open but its search box does not hold the focus yet (its first opening
 * waits for its chunk and a Suspense reveal, most of a second), the keys typed are the palette's:
 * `onTyped` gets the text so far, and the field that had the focus gets none of them.
 */
export const useKeysBeforePalette = (open: boolean, onTyped: (edit: (early: string) => string) => void) => {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${PALETTE_ATTRIBUTE}]`)) return;
      if (typedEarly('', event) === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      onTyped((early) => typedEarly(early, event) ?? early);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, onTyped]);
};

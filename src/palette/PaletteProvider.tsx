import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useKeysBeforePalette, usePaletteShortcut } from './usePaletteShortcut';

// The palette's dialog (cmdk and the search) is a chunk of its own: the first screen does not
// carry it. It is fetched once the admin has settled, so a Ctrl+K finds it ready, and mounted the
// first time it is asked for.
const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(async () => ({ default: (await loadPalette()).CommandPalette }));
const PREFETCH_AFTER_MS = 2000;

interface PaletteState {
  open: boolean;
  /** How many times it was opened: each opening is a dialog of its own. */
  session: number;
  /** Typed since this opening, before the palette's search box took the focus. */
  early: string;
}
const opened = (was: PaletteState): PaletteState => ({ open: true, session: was.session + 1, early: '' });

const OpenPalette = createContext<() => void>(() => undefined);

/** Opens the command palette (the app bar's search button). */
export const usePaletteOpener = () => useContext(OpenPalette);

/** The command palette of the signed-in admin: Ctrl+K / Cmd+K, or the app bar's button. */
export const PaletteProvider = ({ children }: { children: ReactNode }) => {
  // Each opening is a session of its own (the dialog's key): it starts empty even when it is
  // opened again before the last one has finished closing.
  const [{ open, session, early }, setState] = useState<PaletteState>({ open: false, session: 0, early: '' });
  const show = useCallback(() => setState((was) => (was.open ? was : opened(was))), []);
  const toggle = useCallback(() => setState((was) => (was.open ? { ...was, open: false } : opened(was))), []);
  const close = useCallback(() => setState((was) => ({ ...was, open: false })), []);
  usePaletteShortcut(toggle);
  const typed = useCallback((edit: (early: string) => string) => setState((was) => ({ ...was, early: edit(was.early) })), []);
  useKeysBeforePalette(open, typed);
  useEffect(() => {
    const timer = setTimeout(() => void loadPalette().catch(() => undefined), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <OpenPalette.Provider value={show}>
      {children}
      {session > 0 && (
        <Suspense fallback={null}>
          <CommandPalette key={session} open={open} onClose={close} typedEarly={early} />
        </Suspense>
      )}
    </OpenPalette.Provider>
  );
};

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Navigation state that asks a list to open its create dialog (the command palette's "Create ..."). */
export const CREATE_STATE = { create: true } as const;

/**
 * Opens a list's create dialog when the navigation that led here asked for it, once: the request
 * is dropped from the history entry, so going back or reloading shows the list alone.
 */
export const useCreateFromAddress = (open: () => void) => {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = (location.state as { create?: unknown } | null)?.create === true;
  useEffect(() => {
    if (!asked) return;
    open();
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Once per navigation that asks (its key), whatever the list renders meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, location.key]);
};

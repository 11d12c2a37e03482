import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

/**
 * Asks before leaving the page, or closing the tab, while `edited`: react-admin's
 * warnWhenUnsavedChanges for a page of several forms. Each form's own check registers a blocker,
 * and the router consults only the last one registered, so the page asks for all of them at once.
 */
export const useLeaveGuard = (edited: boolean) => {
  const translate = useTranslate();
  const { state, proceed, reset } = useBlocker(edited);
  useEffect(() => {
    if (state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) proceed?.();
    else reset?.();
  }, [state, proceed, reset, translate]);
  useEffect(() => {
    if (!edited) return;
    // preventDefault makes the browser ask before the tab closes or goes elsewhere.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [edited]);
};

import { useEffect, useRef } from 'react';
import { useNotify, useStore } from 'react-admin';
import type { SavedView } from '../../../schema/view';
import { messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { OpenedWith } from './useOpenedWith';

/**
 * Applies a view when the list opens: the one its link names (?view=<id>), or else, when the
 * address names no filters, the role's default view, once per sign-in and list (react-admin's
 * store is cleared at sign-out), so a list the user changed afterwards stays as the user left it.
 */
export const useViewOnOpen = (resource: string, opened: OpenedWith, views: SavedView[] | undefined, apply: (view: SavedView) => void) => {
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  const [defaultsApplied, setDefaultsApplied] = useStore<string[]>('savedViews.defaultsApplied', []);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !opened.viewId) return;
    done.current = true;
    dataProvider
      .viewOne(opened.viewId)
      .then(({ data, message }) => {
        if (message === undefined) return;
        // An address edited by hand may name another list's view, whose filters and columns are not this list's.
        if (data.resource === resource) apply(data);
        else notify('app.saved_views.other_list', { type: 'warning' });
      })
      .catch((error: unknown) => notify(messageOf(error), { type: 'error' }));
  }, [opened.viewId, dataProvider, apply, notify, resource]);

  useEffect(() => {
    if (done.current || opened.viewId || opened.filtered || !views || defaultsApplied.includes(resource)) return;
    const byDefault = views.find((view) => view.is_default);
    if (!byDefault) return;
    done.current = true;
    setDefaultsApplied([...defaultsApplied, resource]);
    apply(byDefault);
  }, [opened, views, resource, defaultsApplied, setDefaultsApplied, apply]);
};

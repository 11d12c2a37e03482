import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';

const keyOf = (resource: string) => ['savedViews', resource];

/** The views of a list the signed-in account may use: its own, those shared with its role, its role's default. */
export const useSavedViews = (resource: string) => {
  const dataProvider = useMandiDataProvider();
  return useQuery({
    queryKey: keyOf(resource),
    queryFn: async () => (await dataProvider.viewList(resource)).data,
    staleTime: 60_000,
  });
};

/** Reads the list's views again after one changed. */
export const useReloadSavedViews = (resource: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keyOf(resource) });
};

/**
 * Sends a change to a list's views from a form: the server's message and the views read again;
 * false when the reply signed the session out. A refusal is thrown on, for the form's submit
 * button to say under the fields it names.
 */
export const useViewChange = (resource: string) => {
  const notify = useNotify();
  const reload = useReloadSavedViews(resource);
  return async (send: () => Promise<{ message?: string }>) => {
    const { message } = await send();
    if (message === undefined) return false;
    notify(message, { type: 'success' });
    await reload();
    return true;
  };
};

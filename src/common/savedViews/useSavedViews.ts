import { useQuery, useQueryClient } from '@tanstack/react-query';
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

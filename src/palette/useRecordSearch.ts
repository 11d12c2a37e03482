import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MAX, SEARCH_MIN } from '../../schema/search';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';

/** How long typing must pause before the term is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export { SEARCH_MAX, SEARCH_MIN };

/**
 * The records matching what is typed, once the typing pauses, from the one search call. While a
 * new term is on its way the last results stay (no flicker) and `searching` says so.
 */
export const useRecordSearch = (typed: string) => {
  const dataProvider = useMandiDataProvider();
  const term = typed.trim();
  const settled = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const long = (text: string) => text.length >= SEARCH_MIN;
  const { data, isFetching, error } = useQuery({
    queryKey: ['palette-search', settled],
    queryFn: () => dataProvider.search(settled),
    enabled: long(settled),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  return {
    /** Enough typed to search the records. */
    searchable: long(term),
    groups: long(term) && long(settled) ? (data ?? []) : [],
    searching: long(term) && (term !== settled || isFetching),
    failed: long(term) && term === settled && Boolean(error),
  };
};

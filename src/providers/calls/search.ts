import type { SearchGroup } from '../../../schema/search';
import type { ApiCall } from '../httpClient';

/** The command palette's search (docs/api.md "Search"), as a dataProvider method. */
export const searchCalls = (apiCall: ApiCall) => ({
  /** Up to five records of each kind the caller may list that match `q`, grouped by kind. */
  async search(q: string): Promise<SearchGroup[]> {
    const { data } = await apiCall<SearchGroup[]>('/api/search', { q });
    // Signed out on the reply: react-admin resolves it with nothing.
    return data ?? [];
  },
});

// A stand-in for POST /api/search (docs/api.md "Search"): answers every term with the groups
// given, after an optional delay, and records each body sent.
import { delay, http } from 'msw';
import type { SearchGroup, SearchResult } from '../../../schema/search';
import { fail, ok } from '../handlers';

export const result = (kind: string, id: string, label: string, detail = ''): SearchResult => ({ kind, id, label, detail });

export const GROUPS: SearchGroup[] = [
  { kind: 'users', results: [result('users', 'aaaaaaaa-0000-4000-8000-000000000101', 'Ravi Kumar', '+91 9876500011 · ravi@mandi.test')] },
  { kind: 'products', results: [result('products', 'p-1', 'Ravi Basmati', 'Grains')] },
  { kind: 'orders', results: [result('orders', 'o-1', 'ORD-0001', 'Ravi Kumar · Pending')] },
  { kind: 'categories', results: [result('categories', 'c-1', 'Ravi Grains', 'Grains of the season')] },
  { kind: 'cities', results: [] },
];

export const searchApi = ({
  groups = GROUPS,
  wait = 0,
  failing = false,
}: { groups?: SearchGroup[]; wait?: number; failing?: boolean } = {}) => {
  const bodies: { q: string }[] = [];
  const handler = http.post('/api/search', async ({ request }) => {
    bodies.push((await request.json()) as { q: string });
    if (wait) await delay(wait);
    return failing ? fail(500, 'Something went wrong!') : ok(groups, 'Search results retrieved successfully.');
  });
  return { handler, bodies };
};

/**
 * What jsdom lacks and cmdk uses: a ResizeObserver (its list measures its height for a CSS
 * variable) and scrollIntoView (it keeps the active line in view).
 */
export const stubLayoutApis = () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
};

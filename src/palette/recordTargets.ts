import type { ComponentType } from 'react';
import type { SearchResult } from '../../schema/search';
import { NAV } from '../layout/navEntries';
import type { RegistryResource } from '../resources/registry/types';

// Where a found record opens, and the icon of its kind. Users, products and orders have a page
// per record; a lookup is edited in a dialog on its list, so it opens its list searched for it.

export interface KindView {
  icon: ComponentType;
  pathOf: (result: SearchResult) => string;
}

const PAGES: Record<string, KindView> = {
  users: { icon: NAV.users.icon, pathOf: ({ id }) => `/user/${id}` },
  products: { icon: NAV.products.icon, pathOf: ({ id }) => `/product/${id}` },
  orders: { icon: NAV.orders.icon, pathOf: ({ id }) => `/order/${id}` },
};

/** A list address whose search box holds `term` (react-admin keeps a list's filters in the address). */
export const listSearchedFor = (route: string, term: string) => `/${route}?filter=${encodeURIComponent(JSON.stringify({ q: term }))}`;

/** How a kind of result shows and opens; undefined for a kind this client does not know (it is left out). */
export const kindViewOf = (kind: string, registry: readonly RegistryResource[]): KindView | undefined => {
  if (Object.hasOwn(PAGES, kind)) return PAGES[kind];
  const lookup = registry.find((r) => r.resource === kind);
  return lookup && { icon: lookup.icon, pathOf: ({ label }) => listSearchedFor(lookup.route, label) };
};

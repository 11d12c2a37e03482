import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How a list's address looked when the screen opened: a view's link (?view=<id>), and whether it named filters. */
export interface OpenedWith {
  viewId?: string;
  filtered: boolean;
}

/**
 * Read once, when the screen first renders: react-admin may rewrite the address with the list's
 * stored parameters before the toolbar mounts, and the link's view would be lost with it.
 */
export const useOpenedWith = (): OpenedWith => {
  const { search } = useLocation();
  const [opened] = useState(() => {
    const query = new URLSearchParams(search);
    return { viewId: query.get('view') ?? undefined, filtered: query.has('filter') };
  });
  return opened;
};

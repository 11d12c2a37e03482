import { useHref, useLocation } from 'react-router-dom';

/** The list's own address with ?view=<id>: opening it applies the view (useViewOnOpen). */
export const useViewLink = () => {
  const { pathname } = useLocation();
  const href = useHref(pathname);
  return (id: string) => `${window.location.origin}${href}?view=${encodeURIComponent(id)}`;
};

import { useCanAccess } from 'react-admin';
import { useHref, useLocation } from 'react-router-dom';

/**
 * The status edit shows only on paths containing /admin/, and only with the
 * order_update-status permission the server checks. The path is read with the router's
 * basename, so /admin counts wherever the client is mounted.
 */
export const useCanUpdateStatus = () => {
  const href = useHref(useLocation().pathname);
  const { canAccess = false } = useCanAccess({ resource: 'orders', action: 'update-status' });
  return canAccess && href.includes('/admin/');
};

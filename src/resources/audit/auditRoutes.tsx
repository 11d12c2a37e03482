import { Route } from 'react-router-dom';
import { lazyScreen } from '../../common/lazyScreen';

const AuditList = lazyScreen(() => import('./AuditList'), 'AuditList', 'resources.audit.list_title');

/** The Audit screen inside the admin layout, loaded with its route. */
export const auditRoutes = [<Route key="/audit" path="/audit" element={<AuditList />} />];

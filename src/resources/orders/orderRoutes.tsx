import { Route } from 'react-router-dom';
import { NotBuiltYet } from '../../common/NotBuiltYet';

/** The order screens inside the admin layout (paths under /admin). */
export const orderRoutes = [<Route key="/orders" path="/orders" element={<NotBuiltYet screen="resources.orders.name" />} />];

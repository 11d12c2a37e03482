import { Route } from 'react-router-dom';
import { lazyScreen } from '../../common/lazyScreen';

const OrdersPage = lazyScreen(() => import('./OrdersPage'), 'OrdersPage', 'resources.orders.list_title');
const OrderShow = lazyScreen(() => import('./OrderShow'), 'OrderShow', 'resources.orders.detail.order_info');

/** The order screens inside the admin layout (paths under /admin), each loaded with its route. */
export const orderRoutes = [
  <Route key="/orders" path="/orders" element={<OrdersPage />} />,
  <Route key="/order/:id" path="/order/:id" element={<OrderShow />} />,
];

import { Route } from 'react-router-dom';
import { OrderShow } from './OrderShow';
import { OrdersPage } from './OrdersPage';

/** The order screens inside the admin layout (paths under /admin). */
export const orderRoutes = [
  <Route key="/orders" path="/orders" element={<OrdersPage />} />,
  <Route key="/order/:id" path="/order/:id" element={<OrderShow />} />,
];

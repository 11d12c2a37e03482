// The orders resource: its screens (routes) and the list embedded on user and product pages.
export { orderRoutes } from './orderRoutes';
export { OrderList } from './OrderList';

// The products resource: its screens (routes) and the list embedded on a seller's page.
export { productRoutes } from './productRoutes';
export { UserProductList } from './UserProductList';

// The products resource: its screens (routes).
export { productRoutes } from './productRoutes';

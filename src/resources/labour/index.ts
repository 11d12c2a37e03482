// The labour resource: its screens (routes) and the list embedded on user pages.
export { labourRoutes } from './labourRoutes';
export { UserLabourList } from './UserLabourList';

// The users resource: its screens (routes), each loaded with its route.
export { userRoutes } from './userRoutes';

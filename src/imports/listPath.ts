import { ENTITIES } from '../../schema';

/** Where a list's screen is: a lookup at its declared route, the products at /products (their resource name). */
export const listPathOf = (resource: string) => `/${ENTITIES.find((e) => e.resource === resource)?.route ?? resource}`;

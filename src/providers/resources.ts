import { datesInOrder } from '../../schema/dayRange';
import type { Subject } from '../../schema/permissions';

// How each react-admin resource maps onto the API: data, not code.
// The lookups come from their declarations in schema/, written into the build (client.defines.ts),
// so the first screen has them without loading zod.

type Verb = 'list' | 'create' | 'update' | 'delete' | 'dropdown' | 'export' | 'bulk-status' | 'bulk-delete';

export interface ResourceApi {
  /** Name in /api/<api>-list, -create, -update, -delete. */
  api: string;
  /** The permission subject that names its records in the audit log and the live changes. */
  subject?: Subject;
  /** Paths that differ from /api/<api>-<verb>, without /api/. */
  paths?: Partial<Record<Verb, string>>;
  /** Key of a row, exposed to react-admin as `id` (default 'id'). */
  idField?: string;
  /** Body field that carries the id on update and delete (default 'id'). */
  updateParam?: string;
  deleteParam?: string;
  /** Single-record call and its id field, where the API has one; otherwise getOne reads the list. */
  one?: { path: string; param: string };
  /** Create and update may go as multipart; they do when a value holds a file. */
  multipart?: boolean;
  /**
   * Filters no row can match (a date range that ends before it starts): the page is empty without
   * a call, where the server would refuse them. Such filters reach a list only through an address.
   */
  matchesNothing?: (filter: Record<string, unknown>) => boolean;
}

/** The declared lookups' calls (schema/registry.ts lookupApisOf), put in by the build. */
declare const __LOOKUP_APIS__: Record<string, ResourceApi>;

export const apiPathOf = (config: ResourceApi, verb: Verb) =>
  `/api/${config.paths?.[verb] ?? (verb === 'dropdown' ? `dropdown-${config.api}-list` : `${config.api}-${verb}`)}`;

export const RESOURCE_APIS: Record<string, ResourceApi> = {
  users: {
    api: 'user',
    subject: 'user',
    idField: 'uuid',
    updateParam: 'user_id',
    deleteParam: 'user_id',
    one: { path: 'single-user-info', param: 'user_id' },
    multipart: true,
  },
  // The Roles screen (role-*, Super Admin only) and the user form's role select (meta.dropdown).
  roles: { api: 'role', subject: 'role', idField: 'uuid', updateParam: 'role_id', deleteParam: 'role_id' },
  products: {
    api: 'product',
    subject: 'product',
    updateParam: 'product_id',
    one: { path: 'single-product-info', param: 'id' },
    paths: { dropdown: 'dropdown-user-product-list' },
    multipart: true,
  },
  labour: { api: 'labor', subject: 'labor', one: { path: 'single-labor-info', param: 'id' }, multipart: true },
  orders: { api: 'order', subject: 'order', one: { path: 'single-order-info', param: 'id' } },
  reviews: { api: 'product-review', subject: 'review' },
  bookmarks: { api: 'product-bookmark', subject: 'bookmark' },
  ...__LOOKUP_APIS__,
  // Super Admin only (the server's rule); canAccess denies both to everyone else by omission.
  audit: { api: 'audit', matchesNothing: (filter) => !datesInOrder(filter as { date_from?: string; date_to?: string }) },
  'audit-users': { api: 'audit-user', idField: 'uuid' },
};

/**
 * Adds a resource declared in schema/ but not listed above (the registry screens load the
 * declarations lazily and register each one). Entries above are never replaced.
 */
export const registerResourceApi = (resource: string, config: ResourceApi) => {
  if (!Object.hasOwn(RESOURCE_APIS, resource)) RESOURCE_APIS[resource] = config;
};

/** The react-admin resource whose records a subject names; none for a subject without a screen (mail). */
export const resourceOfSubject = (subject: Subject): string | undefined =>
  Object.entries(RESOURCE_APIS).find(([, config]) => config.subject === subject)?.[0];

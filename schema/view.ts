import { z } from 'zod';
import { ENTITIES } from './index';
import { blank, idOf, optionalIdFilter } from './fields';
import { labour } from './labour';
import { order } from './order';
import { permissionName, type PermissionName, type Subject } from './permissions';
import { product } from './product';
import { listColumnsOf, sortFieldsOf, type EntityDeclaration } from './registry';
import type { ResourceDeclaration } from './resource';
import { oneLineText } from './text';
import { user } from './user';

// Saved views: a named set of a list's filters, sort, order, page size and shown columns, kept on
// the server for its owner, shared with a role or by link, and possibly a role's default. What a
// view may hold is read from each list's declaration, so a declared list has views without more.

/** What a saved view may hold for one list, read from the list's declaration. */
export interface ViewList {
  /** The react-admin resource name: how a view names its list (`products`, `sub-categories`). */
  resource: string;
  /** The permission that opens the list: only a caller who may open it has views of it. */
  permission: PermissionName;
  /** The list's own filters, each with the rule its list call checks it with. */
  filters: Record<string, z.ZodType>;
  sort: readonly [string, ...string[]];
  /** The list's columns by name, for the columns a view shows. */
  columns: readonly [string, ...string[]];
}

/** A list body's paging state: a cursor belongs to one page load, never to a saved view. */
const PAGING = new Set(['cursor']);

const shapeOf = (body: z.ZodType): Record<string, z.ZodType> =>
  body instanceof z.ZodObject ? (body.shape as Record<string, z.ZodType>) : {};

const fromResource = (declaration: ResourceDeclaration): ViewList => ({
  resource: declaration.resource,
  permission: permissionName(declaration.subject, 'view'),
  filters: Object.fromEntries(Object.entries(shapeOf(declaration.listBody)).filter(([name]) => !PAGING.has(name))),
  sort: declaration.sort,
  // The export's columns are the list's, by the reply field each shows.
  columns: declaration.exportColumns.map((c) => c.field) as [string, ...string[]],
});

const columnName = (column: ReturnType<typeof listColumnsOf>[number]) => (typeof column === 'string' ? column : column.name);

const fromEntity = (entity: EntityDeclaration): ViewList => ({
  resource: entity.resource,
  permission: permissionName(entity.subject as Subject, 'view'),
  // As the registry's list reads them: blank or All is no filter, anything else an id.
  filters: Object.fromEntries(entity.filters.map((name) => [name, optionalIdFilter(name)])),
  sort: sortFieldsOf(entity),
  columns: listColumnsOf(entity).map(columnName) as [string, ...string[]],
});

/** The resources with their own screens whose lists keep saved views; every lookup has them too. */
const VIEW_RESOURCES: readonly ResourceDeclaration[] = [user, product, labour, order];

export const VIEW_LISTS: readonly ViewList[] = [...VIEW_RESOURCES.map(fromResource), ...ENTITIES.map(fromEntity)];

export const viewListOf = (resource: string) => VIEW_LISTS.find((list) => list.resource === resource);

export const VIEW_NAME_MAX = 60;
/** A view's settings as JSON, at most this many bytes. */
export const VIEW_PARAMS_MAX_BYTES = 8 * 1024;
/** The largest page a view may ask for (server/db/paging.ts caps every list there); -1 is all. */
const MAX_PER_PAGE = 1000;

const RESOURCE_NAMES = VIEW_LISTS.map((list) => list.resource) as [string, ...string[]];

export const VIEW_MESSAGES = {
  resource: `The list must be one of: ${RESOURCE_NAMES.join(', ')}.`,
  nameRequired: 'The view name is required.',
  nameMax: `The view name may not be greater than ${VIEW_NAME_MAX} characters.`,
  nameTaken: 'You already have a view of this name for this list.',
  params: 'The view settings must be an object.',
  paramsTooLarge: 'The view settings may not be greater than 8 KB.',
  unknownSetting: 'This list has no setting of this name.',
  filter: 'The filters must be an object.',
  search: 'The search must be text.',
  searchMax: 'The search may not be greater than 200 characters.',
  order: 'The order must be ASC or DESC.',
  perPageWhole: 'The per page must be a whole number.',
  perPage: `The per page must be -1 (all) or between 1 and ${MAX_PER_PAGE}.`,
  columns: 'The columns must be a list of column names.',
  column: "Each column must be one of the list's columns.",
  byLink: 'The by link setting must be true or false.',
  roleInvalid: 'The selected role is invalid.',
  ownRoleOnly: 'A view may be shared only with your own role.',
  roleCannotOpen: 'This role may not open this list.',
  defaultOfOther: 'This view is already the default of another role.',
} as const;

export const VIEW_REPLIES = {
  list: 'Saved views retrieved successfully.',
  one: 'Saved view retrieved successfully.',
  created: 'View saved successfully.',
  updated: 'View updated successfully.',
  deleted: 'View deleted successfully.',
  defaultSet: 'Default view set successfully.',
  defaultCleared: 'Default view cleared successfully.',
  notFound: 'View not found.',
} as const;

const resource = z.enum(RESOURCE_NAMES, { error: VIEW_MESSAGES.resource });

export const viewName = oneLineText(
  z.string({ error: VIEW_MESSAGES.nameRequired }).trim().min(1, VIEW_MESSAGES.nameRequired).max(VIEW_NAME_MAX, VIEW_MESSAGES.nameMax),
);

const unknownSetting = z.custom(() => false, { error: VIEW_MESSAGES.unknownSetting });

/**
 * An object of these keys only: any other is refused on its own path, so the reply names it. A
 * `__proto__` key never reaches a parsed object, so it is looked for in what was sent.
 */
const closed = (shape: Record<string, z.ZodType>, message: string) =>
  z.preprocess(
    (value, ctx) => {
      if (typeof value === 'object' && value !== null && Object.hasOwn(value, '__proto__'))
        ctx.addIssue({ code: 'custom', path: ['__proto__'], message: VIEW_MESSAGES.unknownSetting, input: value });
      return value;
    },
    z.object(shape, { error: message }).catchall(unknownSetting),
  );

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/**
 * The settings a view of this list may hold: its own filters (and the search, `q`), a sort it
 * takes, the order, a page size and the columns to show; every key optional, no other key.
 */
export function viewParamsRule(list: ViewList) {
  const filter = closed(
    { q: z.preprocess(blank, z.string({ error: VIEW_MESSAGES.search }).max(200, VIEW_MESSAGES.searchMax).optional()), ...list.filters },
    VIEW_MESSAGES.filter,
  );
  return closed(
    {
      filter: filter.optional(),
      sort: z.enum(list.sort, { error: `The sort must be one of: ${list.sort.join(', ')}.` }).optional(),
      order: z.enum(['ASC', 'DESC'], { error: VIEW_MESSAGES.order }).optional(),
      perPage: z
        .number({ error: VIEW_MESSAGES.perPageWhole })
        .int(VIEW_MESSAGES.perPageWhole)
        .refine((n) => n === -1 || (n >= 1 && n <= MAX_PER_PAGE), VIEW_MESSAGES.perPage)
        .optional(),
      columns: z
        .array(z.enum(list.columns, { error: VIEW_MESSAGES.column }), { error: VIEW_MESSAGES.columns })
        .max(list.columns.length, VIEW_MESSAGES.columns)
        .optional(),
    },
    VIEW_MESSAGES.params,
  );
}

/** A view's settings: an object within 8 KB, checked against its list once the list is known. */
const params = z
  .custom<unknown>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { error: VIEW_MESSAGES.params })
  .refine((v) => bytesOf(v) <= VIEW_PARAMS_MAX_BYTES, { error: VIEW_MESSAGES.paramsTooLarge, abort: true });

/** null: shared with no role. */
const sharedRole = idOf('shared role id').nullable();
const byLink = z.boolean({ error: VIEW_MESSAGES.byLink });

export const viewListBody = z.object({ resource });
export const viewCreateBody = z.object({
  resource,
  name: viewName,
  params,
  shared_role_id: sharedRole.optional(),
  by_link: byLink.optional(),
});
/** Only what is sent changes; shared_role_id null stops sharing with a role. */
export const viewUpdateBody = z.object({
  id: idOf('id'),
  name: viewName.optional(),
  params: params.optional(),
  shared_role_id: sharedRole.optional(),
  by_link: byLink.optional(),
});
export const viewIdBody = z.object({ id: idOf('id') });
/** view_id null clears the role's default view of the list. */
export const viewDefaultBody = z.object({
  resource,
  role_id: idOf('role id'),
  view_id: idOf('view id').nullable(),
});

/** view-create's body once its list is known: the settings checked against that list. */
export const viewCreateBodyOf = (list: ViewList) => viewCreateBody.extend({ params: params.pipe(viewParamsRule(list)) });
export const viewUpdateBodyOf = (list: ViewList) => viewUpdateBody.extend({ params: params.pipe(viewParamsRule(list)).optional() });

/** A view's settings, as viewParamsRule checks them: the list's filters, sort, order, page size and columns. */
export interface ViewParams {
  filter?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
  perPage?: number;
  columns?: string[];
}

/** A saved view as the calls return it. */
export interface SavedView {
  id: string;
  resource: string;
  name: string;
  params: ViewParams;
  owner: { id: string; name: string };
  /** The caller owns it: it may rename, change, share or delete it. */
  mine: boolean;
  shared_role_id: string | null;
  by_link: boolean;
  /** The role it is the default of, if any. */
  default_for_role_id: string | null;
  /** It is the default of the caller's role for this list. */
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

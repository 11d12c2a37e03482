import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  VIEW_MESSAGES,
  VIEW_REPLIES,
  viewCreateBody,
  viewCreateBodyOf,
  viewDefaultBody,
  viewIdBody,
  viewListBody,
  viewListOf,
  viewUpdateBody,
  viewUpdateBodyOf,
  type SavedView,
  type ViewList,
  type ViewParams,
} from '../../../schema/view';
import { isStaffAccountType } from '../../../schema/permissions';
import { hasPermission, isStaff, type Caller } from '../../auth/context';
import { callerOf } from '../../auth/plugin';
import { isUniqueViolation } from '../../db/errors';
import { transaction } from '../../db/transaction';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { conflict, forbidden, notFound, validationFailed } from '../../http/errors';
import { parseBody } from '../../http/validate';
import {
  deleteView,
  findOpenableView,
  findOwnView,
  findRoleForDefault,
  findUsableViews,
  insertView,
  roleExists,
  setRoleDefault,
  updateView,
  viewNameTaken,
  type ViewRow,
} from './queries';

const doc = (summary: string, body: z.ZodType) => ({ config: { doc: { tag: 'Saved views', summary, body } } });

const readerOf = (caller: Caller) => ({ userId: caller.userId, roleId: caller.roleId });

const present = (row: ViewRow, caller: Caller): SavedView => ({
  id: row.id,
  resource: row.resource,
  name: row.name,
  params: row.params as ViewParams,
  owner: { id: row.owner_id, name: row.owner_name },
  mine: row.owner_id === caller.userId,
  shared_role_id: row.shared_role_id,
  by_link: row.by_link,
  default_for_role_id: row.default_for_role_id,
  is_default: row.default_for_role_id === caller.roleId,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** The list a view is of, when the caller may open that list; 403 otherwise. */
function openableList(caller: Caller, resource: string): ViewList {
  const list = viewListOf(resource);
  if (!list || !hasPermission(caller, list.permission)) throw forbidden();
  return list;
}

/** The list named by a body, when it names one; its permission is checked before the rest of the body. */
const namedList = (caller: Caller, body: unknown) => {
  const named = viewListBody.safeParse(body);
  return named.success ? openableList(caller, named.data.resource) : undefined;
};

/** The settings as they were sent (a filter at All stays All), once they passed the list's rules. */
const sentParams = (body: unknown) => (body as { params?: unknown }).params;

export function viewRoutes(db: Kysely<DB>) {
  const assertNameFree = async (ownerId: string, resource: string, name: string, exceptId?: string) => {
    if (await viewNameTaken(db, ownerId, resource, name, exceptId)) throw validationFailed({ name: [VIEW_MESSAGES.nameTaken] });
  };
  // Two saves of one name at once: the unique index refuses the second, with the same message.
  const asNameTaken = (err: unknown) => (isUniqueViolation(err) ? validationFailed({ name: [VIEW_MESSAGES.nameTaken] }) : err);

  /** Sharing is with a role that exists; an account that is not staff shares only with its own role. */
  const assertSharable = async (caller: Caller, roleId: string | null | undefined) => {
    if (!roleId) return;
    if (!isStaff(caller) && roleId !== caller.roleId) throw validationFailed({ shared_role_id: [VIEW_MESSAGES.ownRoleOnly] });
    if (!(await roleExists(db, roleId))) throw validationFailed({ shared_role_id: [VIEW_MESSAGES.roleInvalid] });
  };

  /** The caller's own view of a list it may open; anyone else's is "not found", as an unknown id. */
  const ownView = async (caller: Caller, id: string) => {
    const row = await findOwnView(db, id, caller.userId);
    if (!row) throw notFound(VIEW_REPLIES.notFound);
    return { row, list: openableList(caller, row.resource) };
  };

  const reread = async (caller: Caller, id: string) => present((await findOwnView(db, id, caller.userId))!, caller);

  return async function register(app: FastifyInstance) {
    app.post(
      '/api/view-list',
      doc("The caller's views of a list, those shared with its role, and its role's default (is_default)", viewListBody),
      async (request) => {
        const caller = callerOf(request);
        const { resource } = parseBody(viewListBody, request.body);
        openableList(caller, resource);
        const rows = await findUsableViews(db, resource, readerOf(caller));
        return ok(
          VIEW_REPLIES.list,
          rows.map((row) => present(row, caller)),
        );
      },
    );

    app.post(
      '/api/view-one',
      doc('A view opened from its link: the caller owns it, it is shared with its role, or anyone with the link may open it', viewIdBody),
      async (request) => {
        const caller = callerOf(request);
        const { id } = parseBody(viewIdBody, request.body);
        const row = await findOpenableView(db, id, readerOf(caller), { byLink: true });
        if (!row) throw notFound(VIEW_REPLIES.notFound);
        openableList(caller, row.resource);
        return ok(VIEW_REPLIES.one, present(row, caller));
      },
    );

    app.post('/api/view-create', doc('Saves the settings of a list under a name', viewCreateBody), async (request) => {
      const caller = callerOf(request);
      const list = namedList(caller, request.body);
      const body = parseBody(list ? viewCreateBodyOf(list) : viewCreateBody, request.body);
      await assertSharable(caller, body.shared_role_id);
      await assertNameFree(caller.userId, body.resource, body.name);
      const id = await insertView(db, {
        owner_id: caller.userId,
        resource: body.resource,
        name: body.name,
        params: sentParams(request.body),
        shared_role_id: body.shared_role_id ?? null,
        by_link: body.by_link ?? false,
      }).catch((err) => Promise.reject(asNameTaken(err)));
      return ok(VIEW_REPLIES.created, await reread(caller, id));
    });

    app.post(
      '/api/view-update',
      doc("Renames, changes or shares one of the caller's views (404 for anyone else's)", viewUpdateBody),
      async (request) => {
        const caller = callerOf(request);
        const { id } = parseBody(viewUpdateBody, request.body);
        const { row, list } = await ownView(caller, id);
        const body = parseBody(viewUpdateBodyOf(list), request.body);
        await assertSharable(caller, body.shared_role_id);
        if (body.name !== undefined) await assertNameFree(caller.userId, row.resource, body.name, id);
        await updateView(db, id, {
          name: body.name,
          params: body.params === undefined ? undefined : sentParams(request.body),
          shared_role_id: body.shared_role_id,
          by_link: body.by_link,
        }).catch((err) => Promise.reject(asNameTaken(err)));
        return ok(VIEW_REPLIES.updated, await reread(caller, id));
      },
    );

    app.post('/api/view-delete', doc("Deletes one of the caller's views (404 for anyone else's)", viewIdBody), async (request) => {
      const caller = callerOf(request);
      const { id } = parseBody(viewIdBody, request.body);
      await ownView(caller, id);
      await deleteView(db, id);
      return ok(VIEW_REPLIES.deleted, { id });
    });

    app.post(
      '/api/view-default',
      doc("Sets or clears (view_id null) a role's default view of a list (Admin and Super Admin only, 403 otherwise)", viewDefaultBody),
      async (request) => {
        const caller = callerOf(request);
        if (!isStaff(caller)) throw forbidden();
        // A list the caller may not open is 403 whatever else the body holds.
        namedList(caller, request.body);
        const { resource, role_id, view_id } = parseBody(viewDefaultBody, request.body);
        const list = openableList(caller, resource);
        const view = await transaction(db, async (trx) => {
          const role = await findRoleForDefault(trx, role_id);
          if (!role) throw validationFailed({ role_id: [VIEW_MESSAGES.roleInvalid] });
          const mayOpen = role.name === 'Super Admin' || role.permissions.has(list.permission);
          if (view_id && !mayOpen) throw validationFailed({ role_id: [VIEW_MESSAGES.roleCannotOpen] });
          const row = view_id ? await findOpenableView(trx, view_id, readerOf(caller), { byLink: true }) : undefined;
          // A view its owner goes on changing steers what the role opens the list with: only staff's.
          if (view_id && (!row || row.resource !== resource || !isStaffAccountType(row.owner_account_type))) {
            throw notFound(VIEW_REPLIES.notFound);
          }
          if (row?.default_for_role_id && row.default_for_role_id !== role_id) throw conflict(VIEW_MESSAGES.defaultOfOther);
          if (!(await setRoleDefault(trx, role_id, resource, view_id))) throw conflict(VIEW_MESSAGES.defaultOfOther);
          return view_id ? findOpenableView(trx, view_id, readerOf(caller), { byLink: true }) : undefined;
        });
        return view ? ok(VIEW_REPLIES.defaultSet, present(view, caller)) : ok(VIEW_REPLIES.defaultCleared);
      },
    );
  };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { userDropdownBody } from '../../../schema/owner';
import { assignableAccountTypes, deleteBody, statusBody, USER_REPLIES } from '../../../schema/user';
import { isSuperAdmin } from '../../auth/context';
import { callerOf } from '../../auth/plugin';
import type { DB } from '../../db/types';
import { bulkIds, eachRow } from '../../http/bulk';
import { ok } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import type { ImageStore } from '../../uploads/images';
import { deleteUser, setUserStatus } from './changes';
import { findOwnerChoices } from './owners';
import { listRoles, listUserNames } from './queries';

const bulkStatus = bulkIds.extend({ status: statusBody.shape.status });
const bulkDelete = bulkIds.extend({ delete_type: deleteBody.shape.delete_type });

/** The status and delete calls, one row or up to 100, and the dropdowns of roles and users. */
export function registerUserStateRoutes(app: FastifyInstance, db: Kysely<DB>, images: ImageStore) {
  app.post(
    '/api/user-update-status',
    {
      config: {
        access: { permission: 'user_edit' },
        doc: { tag: 'Users', summary: 'Sets Active or In-Active (not oneself).', body: statusBody },
      },
    },
    async (request) => {
      const { user_id, status } = parseBody(statusBody, request.body);
      await setUserStatus(db, request, user_id, status);
      return ok(USER_REPLIES.status, { uuid: user_id, status });
    },
  );

  app.post(
    '/api/user-delete',
    {
      config: {
        access: { permission: 'user_delete' },
        doc: { tag: 'Users', summary: 'Deletes, restores or force-deletes an account (not oneself).', body: deleteBody },
      },
    },
    async (request) => {
      const { user_id, delete_type } = parseBody(deleteBody, request.body);
      return ok(await deleteUser(db, images, request, user_id, delete_type));
    },
  );

  app.post(
    '/api/user-bulk-status',
    {
      config: {
        access: { permission: 'user_edit' },
        doc: {
          tag: 'Users',
          summary: 'Sets the status of up to 100 accounts, each checked as one; the reply lists done and refused ids.',
          body: bulkStatus,
        },
      },
    },
    async (request) => {
      const { ids, status } = parseBody(bulkStatus, request.body);
      return eachRow(request.log, ids, (id) => setUserStatus(db, request, id, status));
    },
  );

  app.post(
    '/api/user-bulk-delete',
    {
      config: {
        access: { permission: 'user_delete' },
        doc: {
          tag: 'Users',
          summary: 'Deletes up to 100 accounts (soft or force), each checked as one; the reply lists done and refused ids.',
          body: bulkDelete,
        },
      },
    },
    async (request) => {
      const { ids, delete_type } = parseBody(bulkDelete, request.body);
      return eachRow(request.log, ids, (id) => deleteUser(db, images, request, id, delete_type));
    },
  );

  app.post(
    '/api/dropdown-role-list',
    {
      config: {
        access: { permission: 'user_view' },
        doc: { tag: 'Users', summary: 'The roles the caller may give, each with the account type it is for, for a dropdown.' },
      },
    },
    async (request) => {
      const roles = await listRoles(db, assignableAccountTypes(isSuperAdmin(callerOf(request))));
      return ok(
        USER_REPLIES.roles,
        roles.map((r) => ({ uuid: r.id, id: r.id, name: r.name, account_type: r.account_type })),
      );
    },
  );

  app.post(
    '/api/dropdown-user-list',
    {
      config: {
        access: { permission: 'user_view' },
        doc: {
          tag: 'Users',
          summary:
            'Every user, for a dropdown; with `search` or `owner_of`, the first 25 by name that match on name, email or phone, of the kind that may own a product or labour listing.',
          body: userDropdownBody,
        },
      },
    },
    async (request) => {
      const { search, owner_of } = parseBody(userDropdownBody, request.body);
      if (search === undefined && owner_of === undefined) {
        const users = await listUserNames(db);
        return ok(
          USER_REPLIES.list,
          users.map((u) => ({ uuid: u.id, name: u.name })),
        );
      }
      return ok(USER_REPLIES.list, await findOwnerChoices(db, { search, ownerOf: owner_of }));
    },
  );
}

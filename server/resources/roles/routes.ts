import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  isBuiltInRole,
  ROLE_MESSAGES,
  ROLE_REPLIES,
  roleCreateBody,
  roleIdBody,
  rolePermissionsBody,
  roleUpdateBody,
} from '../../../schema/role';
import { grantableTo } from '../../../schema/permissions';
import { AUDITED } from '../../audit/resources';
import { audited } from '../../audit/record';
import { nextVersion } from '../../audit/versions';
import { isSuperAdmin } from '../../auth/context';
import { callerOf } from '../../auth/plugin';
import { isUniqueViolation } from '../../db/errors';
import { listParams, MAX_PER_PAGE, pageOf } from '../../db/paging';
import { transaction } from '../../db/transaction';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { conflict, forbidden, notFound, validationFailed } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { deleteRole, findRoleForChange, findRolePage, insertRole, renameRole, replaceGrants, roleNameTaken, touchRole } from './queries';

/** Roles are the Super Admin's alone: an Admin's grants cannot open them (as the audit log). */
function assertSuperAdmin(request: FastifyRequest) {
  if (!isSuperAdmin(callerOf(request))) throw forbidden();
}

const doc = (summary: string, body: z.ZodType) => ({
  config: { doc: { tag: 'Roles', summary: `${summary} (Super Admin only, 403 otherwise).`, body } },
});

// Named on its field, so the form says it under the name.
const nameTaken = () => conflict(ROLE_MESSAGES.exists, { name: [ROLE_MESSAGES.exists] });

export function roleRoutes(db: Kysely<DB>) {
  /** The role, locked in the change's transaction, or 404. */
  const roleFor = async (trx: Kysely<DB>, roleId: string) => {
    const role = await findRoleForChange(trx, roleId);
    if (!role) throw notFound(ROLE_MESSAGES.notFound);
    return role;
  };
  const assertNameFree = async (trx: Kysely<DB>, name: string, exceptId?: string) => {
    if (await roleNameTaken(trx, name, exceptId)) throw nameTaken();
  };
  // Two callers taking the same name at once: the unique index refuses the second.
  const asConflict = (err: unknown) => (isUniqueViolation(err) ? nameTaken() : err);

  return async function register(app: FastifyInstance) {
    app.post(
      '/api/role-list',
      doc('A page of roles with their account type, holders and permission names', listParams),
      async (request) => {
        assertSuperAdmin(request);
        const { search, page, perPage } = parseBody(listParams, request.body);
        const size = perPage === -1 ? MAX_PER_PAGE : perPage;
        const { rows, total } = await findRolePage(db, search, page, size);
        const data = rows.map((r) => ({ ...r, uuid: r.id, built_in: isBuiltInRole(r.name), users_count: Number(r.users_count) }));
        return ok(ROLE_REPLIES.list, pageOf(data, { total, estimate: false }, page, perPage));
      },
    );

    app.post('/api/role-create', doc('Adds a role for one account type, with no grants', roleCreateBody), async (request) => {
      assertSuperAdmin(request);
      const { name, account_type } = parseBody(roleCreateBody, request.body);
      const created = await audited(
        db,
        AUDITED.role(request, 'create', (r: { id: string }) => r.id),
        async (trx) => {
          await assertNameFree(trx, name);
          return insertRole(trx, name, account_type);
        },
      ).catch((err) => Promise.reject(asConflict(err)));
      return ok(ROLE_REPLIES.created, {
        id: created.id,
        uuid: created.id,
        name,
        account_type,
        built_in: false,
        users_count: 0,
        permissions: [],
      });
    });

    app.post('/api/role-update', doc('Renames a role; built-in roles keep their names (409)', roleUpdateBody), async (request) => {
      assertSuperAdmin(request);
      const { role_id, name, updated_at } = parseBody(roleUpdateBody, request.body);
      const version = await transaction(db, async (trx) => {
        const role = await roleFor(trx, role_id);
        const next = await nextVersion(trx, { resource: 'role', id: role_id, reader: callerOf(request) }, role.updated_at, updated_at);
        if (isBuiltInRole(role.name)) throw conflict(ROLE_MESSAGES.builtIn);
        await assertNameFree(trx, name, role_id);
        await audited(trx, AUDITED.role(request, 'update', role_id), (t) => renameRole(t, role_id, name, next));
        return next;
      }).catch((err) => Promise.reject(asConflict(err)));
      return ok(ROLE_REPLIES.updated, { id: role_id, uuid: role_id, name, updated_at: version.toISOString() });
    });

    app.post('/api/role-delete', doc('Deletes a role no account holds; built-in roles stay (409)', roleIdBody), async (request) => {
      assertSuperAdmin(request);
      const { role_id } = parseBody(roleIdBody, request.body);
      await transaction(db, async (trx) => {
        const role = await roleFor(trx, role_id);
        if (isBuiltInRole(role.name)) throw conflict(ROLE_MESSAGES.builtIn);
        if (Number(role.users_count) > 0) throw conflict(ROLE_MESSAGES.inUse);
        await audited(trx, AUDITED.role(request, 'delete', role_id), (t) => deleteRole(t, role_id));
      });
      return ok(ROLE_REPLIES.deleted);
    });

    app.post(
      '/api/role-permissions-update',
      doc(
        "Replaces a role's grants with the listed permission names; signed-in holders have them on their next request",
        rolePermissionsBody,
      ),
      async (request) => {
        assertSuperAdmin(request);
        const { role_id, permissions, updated_at } = parseBody(rolePermissionsBody, request.body);
        const version = await transaction(db, async (trx) => {
          const role = await roleFor(trx, role_id);
          const next = await nextVersion(trx, { resource: 'role', id: role_id, reader: callerOf(request) }, role.updated_at, updated_at);
          if (role.name === 'Super Admin') throw conflict(ROLE_MESSAGES.superAdminGrants);
          // The type decides what an account sees: a seller's or buyer's role never lists users.
          if (!permissions.every((p) => grantableTo(role.account_type, p)))
            throw validationFailed({ permissions: [ROLE_MESSAGES.staffOnly] });
          await audited(trx, AUDITED.role(request, 'update', role_id), async (t) => {
            await replaceGrants(t, role_id, permissions);
            await touchRole(t, role_id, next);
          });
          return next;
        });
        return ok(ROLE_REPLIES.permissions, {
          id: role_id,
          uuid: role_id,
          permissions: [...permissions].sort(),
          updated_at: version.toISOString(),
        });
      },
    );
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { audited } from '../../audit/record';
import { AUDITED } from '../../audit/resources';
import { hashPassword } from '../../auth/passwords';
import { currentPasswordCheck } from '../../auth/currentPassword';
import { callerOf } from '../../auth/plugin';
import { endSessions } from '../../auth/tokens';
import { isSuperAdmin } from '../../auth/context';
import { isStaffAccountType } from '../../../schema/permissions';
import type { Settings } from '../../config/settings';
import { isStillReferenced } from '../../db/errors';
import type { DB } from '../../db/types';
import type { AfterReply } from '../../http/afterReply';
import { bulkIds, eachRow } from '../../http/bulk';
import { ok } from '../../http/envelope';
import { conflict, forbidden, notFound, validationFailed } from '../../http/errors';
import { readForm } from '../../http/multipart';
import type { Mailer } from '../../mail/mailer';
import { emailChangedMail } from '../../mail/notices';
import { parseBody } from '../../http/validate';
import { listParams, pageOf } from '../../db/paging';
import type { ImageStore } from '../../uploads/images';
import { assertMayActOn, assertMayGrant, assertMayReach, can } from './access';
import { resolveAddress, saveAddress } from './addresses';
import { insertAccount, isTypeFlags, withPhoto } from './save';
import { presentUser } from './presenter';
import { addressesOf, assertContactsFree, findUser, findUsersPage, matchingUsers } from './queries';
import { USER_COLUMNS, USER_KEY } from './export';
import { exportFileName, sendCsv } from '../../export/csv';
import { batchOf, keysetBatches } from '../../export/keyset';
import {
  assertPasswordFits,
  changePasswordBody,
  deleteBody,
  profileUpdateBody,
  statusBody,
  userCreateBody,
  userIdBody,
  userUpdateBody,
  USER_MESSAGES,
} from './validation';

const listBody = listParams.extend({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(['All', 'Active', 'In-Active', 'Deleted'], { error: 'The status must be All, Active, In-Active or Deleted.' }).default('All'),
  ),
});

export const USER_REPLIES = {
  list: 'User List retrieved successfully',
  one: 'User retrieved successfully',
  created: 'User created successfully',
  updated: 'User updated successfully',
  status: 'User status updated successfully',
  deleted: 'User Soft Deleted Successfully',
  restored: 'User Restored Successfully',
  forceDeleted: 'User Permanently Deleted Successfully',
  passwordChanged: 'Password changed successfully',
  notFound: 'User not found',
  roles: 'Roles retrieved successfully',
} as const;

const audit = AUDITED.user;

const bulkStatus = bulkIds.extend({ status: statusBody.shape.status });
const bulkDelete = bulkIds.extend({ delete_type: deleteBody.shape.delete_type });

export function userRoutes(db: Kysely<DB>, images: ImageStore, mailer: Mailer, afterReply: AfterReply, settings: Settings) {
  const checkCurrentPassword = currentPasswordCheck(db, {
    perAccount: settings.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    windowSeconds: settings.LOGIN_FAILURE_WINDOW,
  });

  /** A user with their addresses and role, as every call returns them. */
  const present = async (id: string, options = {}) => {
    const user = await findUser(db, id, options);
    if (!user) throw notFound(USER_REPLIES.notFound);
    const addresses = await addressesOf(db, [id]);
    return { ...presentUser(user, { id: user.role_id, name: user.role_name }), user_address: addresses.get(id) ?? [] };
  };

  const roleOf = async (roleId: string) => {
    const role = await db.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).executeTakeFirst();
    if (!role) throw validationFailed({ role_id: ['The selected role is invalid.'] });
    return role;
  };

  /**
   * The password an edit that makes an account staff must set: its old one was never held to the
   * staff minimum. Other edits leave the password alone.
   */
  const promotionPassword = async (
    target: { account_type: string },
    input: { account_type: string; password?: string; confirm_password?: string },
  ) => {
    if (!isStaffAccountType(input.account_type) || isStaffAccountType(target.account_type)) return undefined;
    if (!input.password) throw validationFailed({ password: [USER_MESSAGES.required] });
    assertPasswordFits(input.account_type, input.password);
    if (input.password !== input.confirm_password) throw validationFailed({ confirm_password: [USER_MESSAGES.sameAs('password')] });
    return hashPassword(input.password);
  };

  /** The one-row status change; the bulk call runs it for each row. */
  const setStatus = async (request: FastifyRequest, userId: string, status: 'Active' | 'In-Active') => {
    const target = await findUser(db, userId);
    if (!target) throw notFound(USER_REPLIES.notFound);
    assertMayActOn(callerOf(request), target, 'user_edit', { selfAllowed: false });
    await audited(db, audit(request, 'status', userId), async (trx) => {
      await trx.updateTable('users').set({ status, updated_at: new Date() }).where('id', '=', userId).execute();
      if (status === 'In-Active') await endSessions(trx, userId);
    });
  };

  /** Soft delete, restore or delete for good; answers the reply's message. */
  const deleteUser = async (request: FastifyRequest, userId: string, deleteType: 'Delete' | 'Restore' | 'Force Delete') => {
    const target = await findUser(db, userId, { withDeleted: true });
    if (!target) throw notFound(USER_REPLIES.notFound);
    assertMayActOn(callerOf(request), target, 'user_delete', { selfAllowed: false });
    if (deleteType === 'Restore') {
      if (!target.deleted_at) throw conflict('This user is not deleted.');
      await audited(db, audit(request, 'update', userId), (trx) =>
        trx.updateTable('users').set({ deleted_at: null, updated_at: new Date() }).where('id', '=', userId).execute(),
      );
      return USER_REPLIES.restored;
    }
    if (deleteType === 'Delete') {
      if (target.deleted_at) throw notFound(USER_REPLIES.notFound);
      await audited(db, audit(request, 'delete', userId), async (trx) => {
        await trx.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', userId).execute();
        await endSessions(trx, userId);
      });
      return USER_REPLIES.deleted;
    }
    // Force Delete removes the account for good; issues 6 and 8 refuse it while products or
    // orders belong to the user (their foreign keys RESTRICT it too).
    try {
      await audited(db, audit(request, 'delete', userId), (trx) => trx.deleteFrom('users').where('id', '=', userId).execute());
    } catch (err) {
      if (isStillReferenced(err)) throw conflict('This user has products or orders and cannot be deleted for good.');
      throw err;
    }
    await images.remove(target.image_url);
    return USER_REPLIES.forceDeleted;
  };

  return async function register(app: FastifyInstance) {
    app.post(
      '/api/user-list',
      {
        config: {
          access: { permission: 'user_view' },
          doc: { tag: 'Users', summary: 'A page of users, searched and filtered by status.', body: listBody },
        },
      },
      async (request) => {
        const params = parseBody(listBody, request.body);
        const perPage = params.perPage === -1 ? 1000 : params.perPage;
        const { rows, count } = await findUsersPage(db, { search: params.search, status: params.status, page: params.page, perPage });
        const addresses = await addressesOf(
          db,
          rows.map((r) => r.id),
        );
        const data = rows.map((u) => ({
          ...presentUser(u, { id: u.role_id, name: u.role_name }),
          deleted_at: u.deleted_at,
          user_address: addresses.get(u.id) ?? [],
        }));
        return ok(USER_REPLIES.list, pageOf(data, count, params.page, params.perPage));
      },
    );

    app.post(
      '/api/user-export',
      {
        config: {
          access: { permission: 'user_view' },
          doc: {
            tag: 'Users',
            summary: "Every matching row as a CSV file: the list's search, filters and sort and the same scope, without paging.",
            body: listBody,
          },
        },
      },
      async (request, reply) => {
        const params = parseBody(listBody, request.body);
        const rows = matchingUsers(db, params)
          .innerJoin('roles', 'roles.id', 'users.role_id')
          .select([
            'users.id',
            'users.name',
            'users.email',
            'users.phone_code',
            'users.phone',
            'users.account_type',
            'users.status',
            'users.created_at',
            'roles.name as role_name',
          ]);
        return sendCsv(
          reply,
          exportFileName('users'),
          USER_COLUMNS,
          keysetBatches((after, limit) => batchOf(rows, USER_KEY, after, limit).execute()),
        );
      },
    );

    app.post(
      '/api/single-user-info',
      { config: { doc: { tag: 'Users', summary: 'One user with the address; oneself, or with user_view.', body: userIdBody } } },
      async (request) => {
        const caller = callerOf(request);
        const { user_id } = parseBody(userIdBody, request.body);
        assertMayReach(caller, user_id, 'user_view');
        const target = await findUser(db, user_id);
        if (!target) throw notFound(USER_REPLIES.notFound);
        assertMayActOn(caller, target, 'user_view');
        return ok(USER_REPLIES.one, await present(user_id));
      },
    );

    app.post(
      '/api/user-create',
      {
        config: {
          access: { permission: 'user_create' },
          doc: {
            tag: 'Users',
            summary: 'Creates an account (Admin accounts and roles: Super Admin only); `image` file.',
            body: userCreateBody,
            multipart: true,
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const form = await readForm(request);
        const input = parseBody(userCreateBody, form.fields);
        const role = await roleOf(input.role_id);
        assertMayGrant(caller, input.account_type, role.name);
        const address = await resolveAddress(db, input);
        await assertContactsFree(db, input.email, input.phone_code, input.phone);
        const passwordHash = await hashPassword(input.password);
        const id = await withPhoto(images, form, (imageUrl) =>
          audited(
            db,
            audit<string>(request, 'create', (newId) => newId),
            (trx) => insertAccount(trx, input, { roleId: role.id, passwordHash, imageUrl, address }),
          ),
        );
        return ok(USER_REPLIES.created, await present(id));
      },
    );

    app.post(
      '/api/user-update',
      {
        config: {
          doc: {
            tag: 'Users',
            summary:
              'Changes an account: oneself (profile fields only; a new email needs `current_password`), or with user_edit; `image` file, `remove_image`. The old address is told of a new email.',
            body: userUpdateBody,
            multipart: true,
          },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const form = await readForm(request);
        const { user_id } = parseBody(userIdBody, form.fields);
        assertMayReach(caller, user_id, 'user_edit');
        const target = await findUser(db, user_id);
        if (!target) throw notFound(USER_REPLIES.notFound);
        assertMayActOn(caller, target, 'user_edit');
        // Editing oneself without the permission changes the profile only, never type or role.
        const asStaff = caller.userId !== user_id || can(caller, 'user_edit');
        const input = asStaff
          ? parseBody(userUpdateBody, form.fields)
          : { ...parseBody(profileUpdateBody, form.fields), account_type: target.account_type, role_id: target.role_id };
        const role = await roleOf(input.role_id);
        if (asStaff && (input.account_type !== target.account_type || input.role_id !== target.role_id)) {
          assertMayGrant(caller, input.account_type, role.name);
          if (target.account_type === 'Super Admin' || (caller.userId === user_id && !isSuperAdmin(caller))) throw forbidden();
        }
        // Sign-in and reset links go to the email: taking it over takes the account over.
        const newEmail = input.email.toLowerCase() !== target.email?.toLowerCase();
        if (newEmail && caller.userId === user_id) await checkCurrentPassword(target, input.current_password);
        const address = await resolveAddress(db, input);
        await assertContactsFree(db, input.email, input.phone_code, input.phone, user_id);
        const passwordHash = await promotionPassword(target, input);
        const removeImage = ['1', 'true'].includes(String(form.fields.remove_image));
        await withPhoto(images, form, (imageUrl) =>
          audited(db, audit(request, 'update', user_id), async (trx) => {
            await trx
              .updateTable('users')
              .set({
                name: input.name,
                email: input.email,
                gender: input.gender,
                account_type: input.account_type as typeof target.account_type,
                phone_code: input.phone_code,
                phone: input.phone,
                secondary_number: input.secondary_number ?? null,
                date_of_birth: input.date_of_birth ?? null,
                ...isTypeFlags(input.is_type),
                role_id: role.id,
                updated_at: new Date(),
                ...(imageUrl ? { image_url: imageUrl } : removeImage ? { image_url: null } : {}),
                ...(passwordHash ? { password_hash: passwordHash } : {}),
              })
              .where('id', '=', user_id)
              .execute();
            // A new password ends the account's sessions, as a password change does.
            if (passwordHash) await endSessions(trx, user_id);
            await saveAddress(trx, user_id, address);
          }),
        );
        if (form.images.length || removeImage) await images.remove(target.image_url);
        const oldEmail = target.email;
        if (newEmail && oldEmail)
          afterReply.add(reply, 'email change notice', () =>
            mailer.send(emailChangedMail({ name: target.name, email: oldEmail }, input.email)),
          );
        return ok(USER_REPLIES.updated, await present(user_id));
      },
    );

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
        await setStatus(request, user_id, status);
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
        return ok(await deleteUser(request, user_id, delete_type));
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
        return eachRow(request.log, ids, (id) => setStatus(request, id, status));
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
        return eachRow(request.log, ids, (id) => deleteUser(request, id, delete_type));
      },
    );

    app.post(
      '/api/change-password',
      {
        config: {
          doc: {
            tag: 'Users',
            summary:
              "Sets a password: one's own with `current_password`, or another's with user_update-password; ends the account's other sessions.",
            body: changePasswordBody,
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const { user_id, current_password, password } = parseBody(changePasswordBody, request.body);
        assertMayReach(caller, user_id, 'user_update-password');
        const target = await findUser(db, user_id);
        if (!target) throw notFound(USER_REPLIES.notFound);
        assertMayActOn(caller, target, 'user_update-password');
        assertPasswordFits(target.account_type, password);
        if (caller.userId === user_id) await checkCurrentPassword(target, current_password);
        const passwordHash = await hashPassword(password);
        await audited(db, audit(request, 'update', user_id), async (trx) => {
          await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', user_id).execute();
          // Every other session of that account ends; the caller's own stays signed in.
          await endSessions(trx, user_id, { keep: caller.tokenId });
        });
        return ok(USER_REPLIES.passwordChanged);
      },
    );

    app.post(
      '/api/dropdown-role-list',
      { config: { access: { permission: 'user_view' }, doc: { tag: 'Users', summary: 'Every role, for a dropdown.' } } },
      async (request) => {
        const caller = callerOf(request);
        const roles = await db
          .selectFrom('roles')
          .select(['id', 'name'])
          .$if(!isSuperAdmin(caller), (q) => q.where('name', 'not in', ['Super Admin', 'Admin']))
          .orderBy('name')
          .execute();
        return ok(
          USER_REPLIES.roles,
          roles.map((r) => ({ uuid: r.id, id: r.id, name: r.name })),
        );
      },
    );

    app.post(
      '/api/dropdown-user-list',
      { config: { access: { permission: 'user_view' }, doc: { tag: 'Users', summary: 'Every user, for a dropdown.' } } },
      async () => {
        const users = await db
          .selectFrom('users')
          .select(['id', 'name'])
          .where('deleted_at', 'is', null)
          .where('account_type', '<>', 'Super Admin')
          .orderBy('name')
          .limit(5000)
          .execute();
        return ok(
          USER_REPLIES.list,
          users.map((u) => ({ uuid: u.id, name: u.name })),
        );
      },
    );
  };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  changePasswordBody,
  profileUpdateBody,
  userCreateBody,
  userIdBody,
  userListFilters,
  USER_REPLIES,
  userUpdateBody,
} from '../../../schema/user';
import { USER_MESSAGES } from '../../../schema/userMessages';
import { audited } from '../../audit/record';
import { AUDITED } from '../../audit/resources';
import { lockVersion } from '../../audit/versions';
import { versionBody } from '../../../schema/version';
import { isStaffAccountType } from '../../../schema/permissions';
import { isSuperAdmin } from '../../auth/context';
import { currentPasswordCheck } from '../../auth/currentPassword';
import { hashPassword } from '../../auth/passwords';
import { callerOf } from '../../auth/plugin';
import { endSessions, retireResetLinks } from '../../auth/tokens';
import type { Settings } from '../../config/settings';
import type { DB } from '../../db/types';
import { exportFileName, sendCsv } from '../../export/csv';
import { batchOf, keysetBatches } from '../../export/keyset';
import type { AfterReply } from '../../http/afterReply';
import { ok } from '../../http/envelope';
import { conflict, forbidden, notFound, validationFailed } from '../../http/errors';
import { isTicked, readForm } from '../../http/multipart';
import { parseBody } from '../../http/validate';
import type { Mailer } from '../../mail/mailer';
import { emailChangedMail } from '../../mail/notices';
import { listParams, pageOf } from '../../db/paging';
import type { ImageStore } from '../../uploads/images';
import { assertMayActOn, assertMayGrant, assertMayReach, assertRoleFits, can, isSelf } from './access';
import { resolveAddress, saveAddress } from './addresses';
import { heldAsRead, promotionPassword } from './changes';
import { registerUserStateRoutes } from './stateRoutes';
import { USER_COLUMNS, USER_KEY } from './export';
import {
  asAccountConflict,
  assertContactsFree,
  exportedUsers,
  findRole,
  findUser,
  findUsersPage,
  findUserWithAddresses,
  setPassword,
  passwordIsStill,
  updateUser,
} from './queries';
import { insertAccount, profileColumns, withPhoto } from './save';
import { fitViewsToOwner } from '../views/queries';
import { assertPasswordFits } from './validation';

const listBody = listParams.extend(userListFilters.shape);
const audit = AUDITED.user;

export function userRoutes(db: Kysely<DB>, images: ImageStore, mailer: Mailer, afterReply: AfterReply, settings: Settings) {
  const checkCurrentPassword = currentPasswordCheck(db, {
    perAccount: settings.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    windowSeconds: settings.LOGIN_FAILURE_WINDOW,
  });

  /** A user with their addresses and role, as every call returns them. */
  const present = async (id: string) => {
    const user = await findUserWithAddresses(db, id);
    if (!user) throw notFound(USER_REPLIES.notFound);
    return user;
  };

  const roleOf = async (roleId: string) => {
    const role = await findRole(db, roleId);
    if (!role) throw validationFailed({ role_id: [USER_MESSAGES.roleInvalid] });
    return role;
  };

  return async function register(app: FastifyInstance) {
    registerUserStateRoutes(app, db, images);
    app.post(
      '/api/user-list',
      {
        config: {
          access: { permission: 'user_view' },
          doc: {
            tag: 'Users',
            summary: 'A page of users, searched and filtered by status and approval (`Pending`: the queue).',
            body: listBody,
          },
        },
      },
      async (request) => {
        const params = parseBody(listBody, request.body);
        const perPage = params.perPage === -1 ? 1000 : params.perPage;
        const { rows, count } = await findUsersPage(db, {
          search: params.search,
          status: params.status,
          approval: params.approval,
          page: params.page,
          perPage,
        });
        return ok(USER_REPLIES.list, pageOf(rows, count, params.page, params.perPage));
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
        const rows = exportedUsers(db, params);
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
        assertMayGrant(caller, input.account_type, role);
        assertRoleFits(role, input.account_type);
        const address = await resolveAddress(db, input);
        await assertContactsFree(db, input.email, input.phone_code, input.phone);
        const passwordHash = await hashPassword(input.password);
        const id = await withPhoto(images, form, (imageUrl) =>
          audited(
            db,
            audit<string>(request, 'create', (newId) => newId),
            (trx) => insertAccount(trx, input, { roleId: role.id, passwordHash, imageUrl, address }),
          ),
        ).catch((err) => Promise.reject(asAccountConflict(err)));
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
              'Changes an account: oneself (profile fields only; a new email needs `current_password`), or with user_edit (a new email for another account needs user_update-password too: reset links go there); `image` file, `remove_image`. The old address is told of a new email. A stale `updated_at` is refused (409).',
            body: userUpdateBody.safeExtend(versionBody.shape),
            multipart: true,
          },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const form = await readForm(request);
        const { user_id } = parseBody(userIdBody, form.fields);
        const { updated_at: version } = parseBody(versionBody, form.fields);
        assertMayReach(caller, user_id, 'user_edit');
        const target = await findUser(db, user_id);
        if (!target) throw notFound(USER_REPLIES.notFound);
        assertMayActOn(caller, target, 'user_edit');
        // Editing oneself without the permission changes the profile only, never type or role.
        const asStaff = !isSelf(caller, target) || can(caller, 'user_edit');
        const input = asStaff
          ? parseBody(userUpdateBody, form.fields)
          : { ...parseBody(profileUpdateBody, form.fields), account_type: target.account_type, role_id: target.role_id };
        const role = await roleOf(input.role_id);
        // Type and role change after creation by a Super Admin only, never on a Super Admin; an
        // edit that leaves them as it read them does not write them, so it cannot undo a change
        // made since.
        const regrant = input.account_type !== target.account_type || input.role_id !== target.role_id;
        if (regrant) {
          if (!isSuperAdmin(caller) || target.account_type === 'Super Admin') throw forbidden();
          assertMayGrant(caller, input.account_type, role);
          assertRoleFits(role, input.account_type);
        }
        // Sign-in and reset links go to the email: taking it over takes the account over.
        const newEmail = input.email.toLowerCase() !== target.email?.toLowerCase();
        if (newEmail && isSelf(caller, target)) await checkCurrentPassword(target, input.current_password);
        // A reset link to an address of one's choosing sets the password: no way round its permission.
        else if (newEmail && !can(caller, 'user_update-password')) throw forbidden(USER_REPLIES.emailNeedsPasswordRight);
        const address = await resolveAddress(db, input);
        await assertContactsFree(db, input.email, input.phone_code, input.phone, user_id);
        const passwordHash = await promotionPassword(target, input);
        const removeImage = isTicked(form.fields.remove_image);
        await withPhoto(images, form, (imageUrl) =>
          audited(db, audit(request, 'update', user_id), async (trx) => {
            const updated_at = await lockVersion(trx, { table: 'users', resource: 'user', id: user_id, reader: caller }, version, target);
            // The current password that let a new email through is still the account's.
            if (newEmail && isSelf(caller, target) && !(await passwordIsStill(trx, user_id, target.password_hash)))
              throw conflict(USER_REPLIES.passwordChangedMeanwhile);
            const { account_type, ...profile } = profileColumns(input);
            await updateUser(trx, user_id, {
              ...profile,
              updated_at,
              ...(regrant ? { account_type, role_id: role.id } : {}),
              ...(imageUrl ? { image_url: imageUrl } : removeImage ? { image_url: null } : {}),
              ...(passwordHash ? { password_hash: passwordHash } : {}),
            });
            // A new password ends the account's sessions, as a password change does; a new email
            // retires the reset links mailed to the old one.
            if (passwordHash) await endSessions(trx, user_id);
            else if (newEmail) await retireResetLinks(trx, user_id);
            if (regrant && !isStaffAccountType(account_type)) await fitViewsToOwner(trx, user_id, role.id);
            await saveAddress(trx, user_id, address);
          }),
        ).catch((err) => Promise.reject(asAccountConflict(err)));
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
        if (isSelf(caller, target)) await checkCurrentPassword(target, current_password);
        const passwordHash = await hashPassword(password);
        await audited(db, audit(request, 'update', user_id), async (trx) => {
          // The account as the checks read it, before the hash's wait: one promoted meanwhile is refused (409).
          await heldAsRead(trx, request, target);
          // A change that commits between the checks and this lock (another session's, staff's reset)
          // is not silently overwritten by one checked against the password before it.
          if (!(await setPassword(trx, user_id, target.password_hash, passwordHash))) throw conflict(USER_REPLIES.passwordChangedMeanwhile);
          // Every other session of that account ends; the caller's own stays signed in.
          await endSessions(trx, user_id, { keep: caller.tokenId });
        });
        return ok(USER_REPLIES.passwordChanged);
      },
    );
  };
}

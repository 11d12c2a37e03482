import { expect } from 'vitest';
import { ENTITIES } from '../../../schema';
import { ROLE_GRANTS, type RoleName } from '../../../schema/permissions';
import { apiPath, type EntityDeclaration } from '../../../schema/registry';
import { issueResetToken } from '../../../server/resources/accounts/resets';
import { applicant, bystander, freeSample, profile, roleIdOf } from './matrixPayloads';
import { api, db, isStaff, me, other, unique, uniquePhone, world, type CallSpec, type Owner } from './matrixWorld';

/** Public calls and signing in and out. */
export const publicSpecs = (): [string, CallSpec][] => [
  ['GET /api/health', {}],
  ['GET /api/health/live', {}],
  ['GET /api/health/ready', {}],
  ['GET /api/docs', {}],
  ['GET /api/docs/docs.js', {}],
  ['GET /api/docs/openapi.json', {}],
  ['POST /api/login-user', { request: () => ({ body: { user_name: other.User.email, password: other.User.password } }) }],
  ['POST /api/check-post-code', { request: () => ({ body: { post_code: world.pin } }) }],
  [
    'POST /api/register-user',
    {
      request: () => ({
        body: {
          ...profile({ id: '', email: `${unique('joiner').replace(' ', '-')}@test.local`, phone: uniquePhone() }),
          user_id: undefined,
          account_type: 'User',
          password: 'Secret#123',
          confirm_password: 'Secret#123',
        },
      }),
    },
  ],
  ['POST /api/forgot-password', { request: () => ({ body: { email: `${unique('nobody').replace(' ', '-')}@test.local` } }) }],
  [
    'POST /api/reset-password',
    {
      request: async () => ({
        body: { token: await issueResetToken(db(), (await bystander()).id), password: 'Fresh#123', password_confirmation: 'Fresh#123' },
      }),
    },
  ],
  ['POST /api/logout', { request: async (who) => ({ token: await api.login(who.email, who.password) }) }],
  // The live stream opens for every signed-in caller; what each hears is tests/api/liveEvents.test.ts.
  ['POST /api/live-events', {}],
  ['POST /api/user-permission', { own: (reply, who) => expect(reply.body.data).toEqual([...ROLE_GRANTS[who.kind as RoleName]].sort()) }],
];

/** A lookup's six calls (categories, cities, units...), from its declaration. */
export function lookupSpecs(entity: EntityDeclaration): [string, CallSpec][] {
  /** A row made by the Super Admin, for update and delete to act on. */
  const fresh = async () => {
    const reply = await api.post(apiPath(entity, 'create'), await freeSample(entity), me['Super Admin'].token);
    if (reply.status !== 200) throw new Error(`could not make a ${entity.name}: ${JSON.stringify(reply.body)}`);
    return reply.body.data.id as string;
  };
  return [
    [`POST ${apiPath(entity, 'list')}`, {}],
    [`POST ${apiPath(entity, 'dropdown')}`, {}],
    [`POST ${apiPath(entity, 'create')}`, { request: async () => ({ body: await freeSample(entity) }) }],
    [`POST ${apiPath(entity, 'update')}`, { request: async () => ({ body: { ...(await freeSample(entity)), id: await fresh() } }) }],
    [`POST ${apiPath(entity, 'delete')}`, { request: async () => ({ body: { id: await fresh() } }) }],
    [`POST ${apiPath(entity, 'export')}`, {}],
  ];
}

export const lookupsSpecs = (): [string, CallSpec][] => ENTITIES.flatMap(lookupSpecs);

/** Users: staff calls, and the calls on one's own account. */
export const userSpecs = (): [string, CallSpec][] => [
  ['POST /api/user-list', {}],
  // The seller lookup of the owner picker; with an empty body, every account (tests/api/owners.test.ts).
  ['POST /api/dropdown-user-list', { request: () => ({ body: { search: 'a', owner_of: 'product' } }) }],
  ['POST /api/dropdown-role-list', {}],
  [
    'POST /api/single-user-info',
    {
      request: (who) => ({ body: { user_id: isStaff(who.kind) ? other.User.id : who.id } }),
      own: (reply, who) => expect(reply.body.data.uuid).toBe(who.id),
      others: async (who) => ({ body: { user_id: other[who.kind as Owner].id }, foreignId: other[who.kind as Owner].id }),
    },
  ],
  [
    'POST /api/user-create',
    {
      request: async () => ({
        body: {
          ...profile({ id: '', email: `${unique('made').replace(' ', '-')}@test.local`, phone: uniquePhone() }),
          user_id: undefined,
          account_type: 'User',
          role_id: await roleIdOf('User'),
          password: 'Secret#123',
          confirm_password: 'Secret#123',
        },
      }),
    },
  ],
  [
    'POST /api/user-update',
    {
      request: async (who) =>
        isStaff(who.kind)
          ? { body: { ...profile(await bystander()), account_type: 'User', role_id: await roleIdOf('User') } }
          : { body: profile(who) },
      own: async (reply, who) => {
        expect(reply.body.data).toMatchObject({ uuid: who.id, account_type: who.kind });
        expect((await db().selectFrom('users').select('role_id').where('id', '=', who.id).executeTakeFirstOrThrow()).role_id).toBe(
          await roleIdOf(who.kind as RoleName),
        );
      },
      others: async (who) => {
        const target = other[who.kind as Owner];
        return { body: { ...profile(target), account_type: 'Admin' }, foreignId: target.id };
      },
    },
  ],
  [
    'POST /api/user-update-status',
    { request: async (who) => ({ body: { user_id: isStaff(who.kind) ? (await bystander()).id : other.User.id, status: 'In-Active' } }) },
  ],
  [
    'POST /api/user-delete',
    {
      request: async (who) => ({ body: { user_id: isStaff(who.kind) ? (await bystander()).id : other.User.id, delete_type: 'Delete' } }),
    },
  ],
  ['POST /api/user-export', {}],
  ['POST /api/user-bulk-status', { request: async () => ({ body: { ids: [(await bystander()).id], status: 'In-Active' } }) }],
  ['POST /api/user-bulk-delete', { request: async () => ({ body: { ids: [(await bystander()).id] } }) }],
  ['POST /api/user-approve', { request: async () => ({ body: { user_id: (await applicant()).id } }) }],
  ['POST /api/user-reject', { request: async () => ({ body: { user_id: (await applicant()).id, reason: 'Not a farm we know.' } }) }],
  [
    'POST /api/change-password',
    {
      request: async (who) => ({
        body: {
          user_id: isStaff(who.kind) ? (await bystander()).id : who.id,
          current_password: who.password,
          password: who.password,
          password_confirmation: who.password,
        },
      }),
      // The caller's own session stays: the next call with the same token still answers.
      own: async (_reply, who) => expect((await api.post('/api/user-permission', {}, who.token)).status).toBe(200),
      others: async (who) => {
        const target = other[who.kind as Owner];
        return { body: { user_id: target.id, password: 'Taken#123', password_confirmation: 'Taken#123' }, foreignId: target.id };
      },
    },
  ],
];

/** A role of its own for each call, so no caller's grants change under the walk. */
const freshRole = async () =>
  (
    await db()
      .insertInto('roles')
      .values({ name: unique('Matrix role'), account_type: 'User' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Roles: the Super Admin's alone. */
export const roleSpecs = (): [string, CallSpec][] => [
  ['POST /api/role-list', {}],
  ['POST /api/role-create', { request: () => ({ body: { name: unique('Matrix role'), account_type: 'User' } }) }],
  ['POST /api/role-update', { request: async () => ({ body: { role_id: await freshRole(), name: unique('Matrix role') } }) }],
  ['POST /api/role-delete', { request: async () => ({ body: { role_id: await freshRole() } }) }],
  ['POST /api/role-permissions-update', { request: async () => ({ body: { role_id: await freshRole(), permissions: ['order_view'] } }) }],
];

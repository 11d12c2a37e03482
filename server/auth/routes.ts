import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { phoneTerms } from '../../schema/phoneTerms';
import { PHONE_MIN } from '../../schema/user';
import { tooLong } from '../../schema/text';
import type { Settings } from '../config/settings';
import type { DB } from '../db/types';
import { ok } from '../http/envelope';
import { clientGone } from '../http/clientGone';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/validate';
import { presentUser } from './presentUser';
import { bearerToken, callerFrom, callerOf } from './plugin';
import { decoyHash, hashingLoad, verifyPassword } from './passwords';
import { permissionsOfRole } from './permissions';
import { LoginThrottle } from './throttle';
import { findActiveTokenNow, issueToken, revokeToken } from './tokens';
import { clientNetwork } from '../http/clientNetwork';

const loginBody = z.object({
  // The length checks name themselves: the schema's `error` would tell a filled field it is missing.
  user_name: z
    .string({ error: 'The user name field is required.' })
    .trim()
    .min(1, 'The user name field is required.')
    .max(254, tooLong(254)),
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(1024, tooLong(1024)),
});

export const LOGIN_MESSAGES = {
  success: 'Login Successfully',
  failed: 'These credentials do not match our records.',
  inactive: 'Your account is In-Active. Please contact the administrator.',
  loggedOut: 'Logged out successfully',
  permissions: 'Permissions retrieved successfully.',
  busy: 'Too many sign-ins at once. Please try again in a few seconds.',
} as const;

/**
 * The name as it is looked up and counted: an email lower-cased, anything else as a phone number
 * without spaces, dashes or a leading +. Every spelling of one account is one name.
 */
const normaliseUserName = (userName: string) =>
  userName.includes('@') ? userName.toLowerCase() : userName.replace(/[\s-]/g, '').replace(/^\+/, '');

/**
 * A name no account has, as its failures are counted: a phone number by its last PHONE_MIN
 * digits, so that with a country code or a trunk 0 it shares one count, as the spellings of an
 * account's number do, and the limit tells nothing of whether the number has an account.
 */
const countedName = (name: string) => (/^\d+$/.test(name) && name.length >= PHONE_MIN ? name.slice(-PHONE_MIN) : name);

/**
 * An email matches case-insensitively; anything else is tried as a phone number, as typed and in
 * each stored form a whole number may have: "+91 98765 43210" is code 91 and phone 9876543210.
 */
function findCandidates(db: Kysely<DB>, typed: string, name: string) {
  const query = db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .selectAll('users')
    .select(['roles.name as role_name'])
    .where('users.deleted_at', 'is', null)
    .limit(5);
  if (name.includes('@')) return query.where((eb) => eb(eb.fn('lower', ['users.email']), '=', name)).execute();
  const forms = phoneTerms(typed).filter(({ digits }) => digits.length >= PHONE_MIN);
  return query
    .where((eb) =>
      eb.or([
        eb('users.phone', '=', name),
        ...forms.map(({ code, digits }) =>
          code === undefined ? eb('users.phone', '=', digits) : eb.and([eb('users.phone_code', '=', code), eb('users.phone', '=', digits)]),
        ),
      ]),
    )
    .execute();
}

export function authRoutes(db: Kysely<DB>, settings: Settings) {
  const throttle = new LoginThrottle(db, {
    perAccount: settings.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    perAccountTotal: settings.LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL,
    perAddress: settings.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowSeconds: settings.LOGIN_FAILURE_WINDOW,
  });

  // Made now, so the first unknown account's sign-in costs one hash like every other.
  void decoyHash();

  return async function register(app: FastifyInstance) {
    app.post(
      '/api/login-user',
      {
        config: {
          access: 'public',
          doc: { tag: 'Auth', summary: 'Signs in with an email or phone and a password; returns the bearer token.', body: loginBody },
        },
      },
      async (request, reply) => {
        const gone = clientGone(reply);
        const { user_name, password } = parseBody(loginBody, request.body);
        const name = normaliseUserName(user_name);

        const candidates = await findCandidates(db, user_name, name);
        // A longer line would keep sign-ins waiting past any client's patience, and costs memory.
        if (hashingLoad().waiting >= settings.LOGIN_QUEUE_LIMIT)
          throw new ApiError(503, LOGIN_MESSAGES.busy, undefined, { 'retry-after': '5' });
        // Counted before the password is checked, so attempts sent together cannot all be checked.
        const attempt = await throttle.begin(
          candidates.map((c) => c.id),
          countedName(name),
          clientNetwork(request.ip),
        );
        let user: (typeof candidates)[number] | undefined;
        for (const candidate of candidates) {
          if (await verifyPassword(password, candidate.password_hash, gone)) {
            user = candidate;
            break;
          }
        }
        if (candidates.length === 0) await verifyPassword(password, await decoyHash(), gone);
        if (!user) {
          await attempt.failed();
          throw new ApiError(401, LOGIN_MESSAGES.failed);
        }
        await attempt.passed(user.id, user.status === 'Active');
        if (user.status !== 'Active') throw new ApiError(403, LOGIN_MESSAGES.inactive);

        const issued = await issueToken(db, user.id, settings.TOKEN_TTL, user.password_hash);
        // The account was switched off, deleted or given another password while this one was checked.
        if (!issued) throw new ApiError(401, LOGIN_MESSAGES.failed);
        const { token, expiresAt } = issued;
        return ok(LOGIN_MESSAGES.success, {
          access_token: token,
          token_type: 'Bearer',
          expires_at: expiresAt.toISOString(),
          user: presentUser(user, { id: user.role_id, name: user.role_name }),
          permissions: await permissionsOfRole(db, user.role_id),
        });
      },
    );

    app.post('/api/logout', { config: { doc: { tag: 'Auth', summary: 'Revokes the calling token.' } } }, async (request) => {
      await revokeToken(db, callerOf(request).tokenId);
      return ok(LOGIN_MESSAGES.loggedOut);
    });

    app.post('/api/user-permission', { config: { doc: { tag: 'Auth', summary: "The caller's permission names." } } }, async (request) => {
      // From the database, not the cache of sign-ins: a screen asks right after hearing its role or
      // account changed (server/live), which may reach this process before the cache's notice does.
      const found = await findActiveTokenNow(db, bearerToken(request)!);
      return ok(LOGIN_MESSAGES.permissions, [...(found ? callerFrom(found) : callerOf(request)).permissions].sort());
    });
  };
}

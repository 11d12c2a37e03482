import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { forbidden, unauthenticated } from '../http/errors';
import { hasPermission, type Caller } from './context';
import { findActiveToken, touchToken } from './tokens';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Resolves the caller from the bearer token and enforces each route's declared access. */
export function registerAuth(app: FastifyInstance, db: Kysely<DB>): void {
  app.decorateRequest('caller', null);

  app.addHook('preHandler', async (request) => {
    // The UI shell and its assets are public files; every API route is signed-in unless it says not.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const access = request.routeOptions.config.access ?? 'signed-in';
    if (access === 'public') return;

    const token = bearerToken(request);
    const found = token ? await findActiveToken(db, token) : undefined;
    if (!found || found.status !== 'Active') throw unauthenticated();
    await touchToken(db, found);

    const caller = callerFrom(found);
    request.caller = caller;
    if (typeof access === 'object' && !hasPermission(caller, access.permission)) {
      throw forbidden();
    }
  });
}

/** The caller a token's active row names (server/auth/tokens.ts findActiveToken). */
export const callerFrom = (found: NonNullable<Awaited<ReturnType<typeof findActiveToken>>>): Caller => ({
  userId: found.user_id,
  tokenId: found.token_id,
  accountType: found.account_type,
  roleId: found.role_id,
  permissions: new Set(found.permissions ?? []),
});

/** The caller of a route that is not public; the auth hook guarantees it is set. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

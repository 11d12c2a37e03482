import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ENTITIES } from '../../../schema';
import type { EntityDeclaration } from '../../../schema/registry';
import { SEARCH_MESSAGES, SEARCH_PER_KIND, searchBody } from '../../../schema/search';
import { callerOf } from '../../auth/plugin';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import { paletteSearch } from './queries';

/**
 * The command palette's one call. Any signed-in account may make it: what it searches follows the
 * caller's view permissions, so a role that may list nothing gets no groups rather than a 403.
 */
export function searchRoutes(db: Kysely<DB>, entities: readonly EntityDeclaration[] = ENTITIES) {
  return async function register(app: FastifyInstance) {
    const searchEverything = paletteSearch(db, entities);
    app.post(
      '/api/search',
      {
        config: {
          doc: {
            tag: 'Search',
            summary: `Up to ${SEARCH_PER_KIND} records of each kind the caller may list (users for staff, products, orders, the lookups) whose name, number, e-mail or phone holds \`q\`, with the lists' scope; one group per kind.`,
            body: searchBody,
          },
        },
      },
      async (request) => {
        const { q } = parseBody(searchBody, request.body);
        return ok(SEARCH_MESSAGES.retrieved, await searchEverything(callerOf(request), q));
      },
    );
  };
}

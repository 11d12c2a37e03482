import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AUDIT_RESOURCES } from '../../../schema/audit';
import { isSuperAdmin } from '../../auth/context';
import { callerOf } from '../../auth/plugin';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { forbidden, validationFailed } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { listParams, MAX_PER_PAGE, pageOf } from '../../db/paging';
import { auditActors, findAuditPage } from './queries';

export const AUDIT_REPLIES = {
  list: 'Audit log retrieved successfully.',
  users: 'Users retrieved successfully.',
} as const;

export const AUDIT_MESSAGES = {
  user: 'The user id must be a valid id.',
  resource: `The resource must be one of: ${AUDIT_RESOURCES.join(', ')}.`,
  dateFrom: 'The date from must be a date (YYYY-MM-DD).',
  dateTo: 'The date to must be a date (YYYY-MM-DD).',
  dateOrder: 'The date to must be a date after or equal to date from.',
} as const;

const blank = (v: unknown) => (v === '' || v === null || v === 'All' ? undefined : v);
const day = (message: string) => z.preprocess(blank, z.iso.date({ error: message }).optional());
const listBody = listParams.extend({
  user_id: z.preprocess(blank, z.uuid({ error: AUDIT_MESSAGES.user }).optional()),
  resource: z.preprocess(blank, z.enum(AUDIT_RESOURCES, { error: AUDIT_MESSAGES.resource }).optional()),
  date_from: day(AUDIT_MESSAGES.dateFrom),
  date_to: day(AUDIT_MESSAGES.dateTo),
});

/** The log is the Super Admin's alone: an Admin's role grants cannot open it. */
function assertSuperAdmin(request: FastifyRequest) {
  if (!isSuperAdmin(callerOf(request))) throw forbidden();
}

export function auditRoutes(db: Kysely<DB>) {
  return async function register(app: FastifyInstance) {
    app.post(
      '/api/audit-list',
      {
        config: {
          doc: {
            tag: 'Audit',
            summary: 'A page of the audit log, filtered by user, resource and days (Super Admin only, 403 otherwise).',
            body: listBody,
          },
        },
      },
      async (request) => {
        assertSuperAdmin(request);
        const { page, perPage, user_id, resource, date_from, date_to } = parseBody(listBody, request.body);
        // ISO days compare as text.
        if (date_from && date_to && date_to < date_from) throw validationFailed({ date_to: [AUDIT_MESSAGES.dateOrder] });
        const size = perPage === -1 ? MAX_PER_PAGE : perPage;
        const { rows, count } = await findAuditPage(db, { user_id, resource, date_from, date_to }, page, size);
        const data = rows.map(({ actor_id, actor_name, ...row }) => ({
          ...row,
          user: actor_id ? { uuid: actor_id, name: actor_name } : null,
        }));
        return ok(AUDIT_REPLIES.list, pageOf(data, count, page, perPage));
      },
    );

    app.post(
      '/api/dropdown-audit-user-list',
      {
        config: {
          doc: { tag: 'Audit', summary: 'The accounts that appear in the audit log, for its filter (Super Admin only, 403 otherwise).' },
        },
      },
      async (request) => {
        assertSuperAdmin(request);
        const users = await auditActors(db);
        return ok(
          AUDIT_REPLIES.users,
          users.map((u) => ({ uuid: u.id, name: u.name })),
        );
      },
    );
  };
}

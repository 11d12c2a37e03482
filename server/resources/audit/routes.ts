import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AUDIT_MESSAGES, AUDIT_REPLIES, auditListFilters } from '../../../schema/audit';
import { datesInOrder } from '../../../schema/dayRange';
import { isSuperAdmin } from '../../auth/context';
import { callerOf } from '../../auth/plugin';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { forbidden, validationFailed } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { listParams, MAX_PER_PAGE, pageOf } from '../../db/paging';
import { recordLabels } from './labels';
import { referencesIn } from './references';
import { auditActors, findAuditPage } from './queries';

const listBody = listParams.extend(auditListFilters.shape);

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
            summary:
              'A page of the audit log, filtered by user, resource and days, naming each actor and record (Super Admin only, 403 otherwise).',
            body: listBody,
          },
        },
      },
      async (request) => {
        assertSuperAdmin(request);
        const { page, perPage, user_id, resource, date_from, date_to } = parseBody(listBody, request.body);
        if (!datesInOrder({ date_from, date_to })) throw validationFailed({ date_to: [AUDIT_MESSAGES.dateOrder] });
        const size = perPage === -1 ? MAX_PER_PAGE : perPage;
        const { rows, count } = await findAuditPage(db, { user_id, resource, date_from, date_to }, page, size);
        const references = referencesIn(rows);
        const labels = await recordLabels(db, [...rows, ...references.wanted]);
        const names = references.namesFrom(labels);
        const data = rows.map(({ actor_id, actor_name, ...row }, i) => ({
          ...row,
          user: actor_id ? { uuid: actor_id, name: actor_name } : null,
          record_label: labels.get(`${row.resource}:${row.record_id}`) ?? null,
          names: names[i],
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

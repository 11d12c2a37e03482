import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { APPROVAL_MESSAGES, APPROVAL_REPLIES, approveBody, rejectBody, type ApprovalStatus } from '../../../schema/approval';
import { USER_REPLIES } from '../../../schema/user';
import { audited } from '../../audit/record';
import { AUDITED } from '../../audit/resources';
import { callerOf } from '../../auth/plugin';
import type { Settings } from '../../config/settings';
import type { DB } from '../../db/types';
import type { AfterReply } from '../../http/afterReply';
import { ok } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { Mail, Mailer } from '../../mail/mailer';
import { approvedMail, rejectedMail } from '../../mail/notices';
import { assertMayActOn } from '../users/access';
import { findUser } from '../users/queries';
import { activateListingsOf, decideApproval } from './queries';

const ALREADY: Partial<Record<ApprovalStatus, string>> = {
  Approved: APPROVAL_MESSAGES.alreadyApproved,
  Rejected: APPROVAL_MESSAGES.alreadyRejected,
};

/** Staff's decision on a self-registered seller or labourer: user-approve and user-reject. */
export function approvalRoutes(db: Kysely<DB>, mailer: Mailer, afterReply: AfterReply, settings: Settings) {
  /** The account staff decide on; 409 when it is already where the decision would put it. */
  const decidable = async (request: FastifyRequest, userId: string, refusedFrom: ApprovalStatus[]) => {
    const target = await findUser(db, userId);
    if (!target) throw notFound(USER_REPLIES.notFound);
    assertMayActOn(callerOf(request), target, 'user_edit', { selfAllowed: false });
    if (refusedFrom.includes(target.approval_status)) throw conflict(ALREADY[target.approval_status]!);
    return target;
  };

  /** The applicant hears of the decision once the reply has left; an account without email, not at all. */
  const tell = (
    reply: FastifyReply,
    target: { name: string; email: string | null },
    mail: (to: { name: string; email: string }) => Mail,
  ) => {
    const email = target.email;
    if (email) afterReply.add(reply, 'approval notice', () => mailer.send(mail({ name: target.name, email })));
  };

  return async function register(app: FastifyInstance) {
    const access = { permission: 'user_edit' } as const;

    app.post(
      '/api/user-approve',
      {
        config: {
          access,
          doc: {
            tag: 'Users',
            summary: 'Approves a seller or labourer (Pending or Rejected): the listings it prepared go live, and it is mailed.',
            body: approveBody,
          },
        },
      },
      async (request, reply) => {
        const { user_id } = parseBody(approveBody, request.body);
        const target = await decidable(request, user_id, ['Approved']);
        await audited(db, AUDITED.user(request, 'status', user_id), async (trx) => {
          const found = await decideApproval(trx, user_id, ['Pending', 'Rejected'], {
            status: 'Approved',
            reason: null,
            staffId: callerOf(request).userId,
          });
          if (found) throw conflict(ALREADY[found]!);
          await activateListingsOf(trx, user_id, callerOf(request).userId);
        });
        tell(reply, target, (to) => approvedMail(to, `${settings.appUrl}/admin/login`));
        return ok(APPROVAL_REPLIES.approved, { uuid: user_id, approval_status: 'Approved', approval_reason: null });
      },
    );

    app.post(
      '/api/user-reject',
      {
        config: {
          access,
          doc: {
            tag: 'Users',
            summary: 'Rejects a Pending seller or labourer with a `reason` that is mailed to it; its listings stay In-Active.',
            body: rejectBody,
          },
        },
      },
      async (request, reply) => {
        const { user_id, reason } = parseBody(rejectBody, request.body);
        const target = await decidable(request, user_id, ['Approved', 'Rejected']);
        await audited(db, AUDITED.user(request, 'status', user_id), async (trx) => {
          const found = await decideApproval(trx, user_id, ['Pending'], { status: 'Rejected', reason, staffId: callerOf(request).userId });
          if (found) throw conflict(ALREADY[found]!);
        });
        tell(reply, target, (to) => rejectedMail(to, reason));
        return ok(APPROVAL_REPLIES.rejected, { uuid: user_id, approval_status: 'Rejected', approval_reason: reason });
      },
    );
  };
}

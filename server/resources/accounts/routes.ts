import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { audited } from '../../audit/record';
import { AUDITED } from '../../audit/resources';
import { limitAttempts } from '../../auth/attempts';
import { hashPassword } from '../../auth/passwords';
import { endSessions } from '../../auth/tokens';
import type { Settings } from '../../config/settings';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { readForm } from '../../http/multipart';
import { parseBody } from '../../http/validate';
import type { AfterReply } from '../../http/afterReply';
import type { Mailer } from '../../mail/mailer';
import { resetLinkMail } from '../../mail/notices';
import type { ImageStore } from '../../uploads/images';
import { resolveAddress } from '../users/addresses';
import { asAccountConflict, assertContactsFree, findActiveUserByEmail, roleNamed } from '../users/queries';
import { insertAccount, withPhoto } from '../users/save';
import { registeredApproval } from '../../../schema/approval';
import { forgotBody, registerBody, RESET_LINK_INVALID, resetBody } from '../../../schema/user';
import { assertPasswordFits } from '../users/validation';
import { consumeResetToken, issueResetToken, resetTokenHolder, RESET_TTL_MINUTES } from './resets';
import { clientNetwork } from '../../http/clientNetwork';
import { laterVersion } from '../../audit/versions';

export const ACCOUNT_REPLIES = {
  registered: 'User created successfully',
  // One reply whether or not the address has an account, so it cannot be used to probe.
  forgot: 'If an account exists for this email, we have sent a link to reset its password.',
  reset: 'Your password has been reset. You can sign in now.',
  badToken: RESET_LINK_INVALID,
} as const;

const HOUR = 3600;

export function accountRoutes(db: Kysely<DB>, images: ImageStore, mailer: Mailer, afterReply: AfterReply, settings: Settings) {
  return async function register(app: FastifyInstance) {
    const config = { access: 'public' as const };

    app.post(
      '/api/register-user',
      {
        config: {
          ...config,
          doc: {
            tag: 'Accounts',
            summary: 'Creates a User, Vendor or Labor account (`profile_image` file); limited per address.',
            body: registerBody,
            multipart: true,
          },
        },
      },
      async (request) => {
        await limitAttempts(db, [{ key: `register:${clientNetwork(request.ip)}`, max: 10 }], HOUR);
        const form = await readForm(request);
        const input = parseBody(registerBody, form.fields);
        const address = await resolveAddress(db, input);
        await assertContactsFree(db, input.email, input.phone_code, input.phone);
        const role = await roleNamed(db, input.account_type);
        const passwordHash = await hashPassword(input.password);
        const id = await withPhoto(images, form, (imageUrl) =>
          audited(
            db,
            AUDITED.user<string>(request, 'create', (newId) => newId),
            (trx) =>
              insertAccount(trx, input, {
                roleId: role.id,
                passwordHash,
                imageUrl,
                address,
                approval: registeredApproval(input.account_type),
              }),
          ),
        ).catch((err) => Promise.reject(asAccountConflict(err)));
        return ok(ACCOUNT_REPLIES.registered, { uuid: id, name: input.name });
      },
    );

    /** Finds the active account of an address and mails it a reset link; nothing for no account. */
    const mailResetLink = async (email: string) => {
      const user = await findActiveUserByEmail(db, email);
      if (!user) return;
      const token = await issueResetToken(db, user.id);
      await mailer.send(
        resetLinkMail({ name: user.name, email: user.email! }, `${settings.appUrl}/admin/reset-password#token=${token}`, RESET_TTL_MINUTES),
      );
    };

    app.post(
      '/api/forgot-password',
      {
        config: {
          ...config,
          doc: {
            tag: 'Accounts',
            summary: 'Mails a single-use reset link to an active account; always the same reply, as fast.',
            body: forgotBody,
          },
        },
      },
      async (request, reply) => {
        const { email } = parseBody(forgotBody, request.body);
        // An address is counted per sending network: counted alone, anyone could use up its
        // owner's resets for an hour with five requests from anywhere.
        const network = clientNetwork(request.ip);
        await limitAttempts(
          db,
          [
            { key: `forgot:${network}`, max: 20 },
            { key: `forgot:${network}:${email.toLowerCase()}`, max: 5 },
          ],
          HOUR,
        );
        // Looking the account up, its token and the mail all come after the reply, so neither the
        // reply nor its timing tells whether the address has an account.
        afterReply.add(reply, 'password reset mail', () => mailResetLink(email));
        return ok(ACCOUNT_REPLIES.forgot);
      },
    );

    app.post(
      '/api/reset-password',
      {
        config: {
          ...config,
          doc: { tag: 'Accounts', summary: 'Sets a password with a reset token and ends every session of the account.', body: resetBody },
        },
      },
      async (request) => {
        await limitAttempts(db, [{ key: `reset:${clientNetwork(request.ip)}`, max: 20 }], HOUR);
        const { token, password } = parseBody(resetBody, request.body);
        // Checked before the token is used up, so a staff account's reset can be tried again.
        const holder = await resetTokenHolder(db, token);
        assertPasswordFits(holder?.account_type, password);
        if (!holder) throw validationFailed({ token: [ACCOUNT_REPLIES.badToken] });
        const passwordHash = await hashPassword(password);
        // The link is used up with the password set, or not at all; the account's type is read
        // again under its lock, as one made staff during the hash is held to the staff rule.
        await audited(db, AUDITED.user(request, 'update', holder.id), async (trx) => {
          if ((await consumeResetToken(trx, token)) !== holder.id) throw validationFailed({ token: [ACCOUNT_REPLIES.badToken] });
          const account = await trx
            .selectFrom('users')
            .select('account_type')
            .where('id', '=', holder.id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          assertPasswordFits(account.account_type, password);
          await trx
            .updateTable('users')
            .set({ password_hash: passwordHash, updated_at: laterVersion() })
            .where('id', '=', holder.id)
            .execute();
          await endSessions(trx, holder.id);
        });
        return ok(ACCOUNT_REPLIES.reset);
      },
    );
  };
}

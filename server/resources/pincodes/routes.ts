import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { lookupPin } from './lookup';
import { limitAttempts } from '../../auth/attempts';
import { bearerToken } from '../../auth/plugin';
import { findActiveToken } from '../../auth/tokens';
import { clientNetwork } from '../../http/clientNetwork';

const INVALID = 'Invalid postal code!';
/** Anonymous checks per address per window: a registration needs one or two. */
export const ANONYMOUS_CHECKS = 60;
const WINDOW_SECONDS = 600;
const body = z.object({ post_code: z.union([z.string(), z.number()], { error: INVALID }).transform(String) });

export function pincodeRoutes(db: Kysely<DB>) {
  return async function register(app: FastifyInstance) {
    // Public: the registration screen checks the PIN before the account exists.
    app.post(
      '/api/check-post-code',
      {
        config: {
          access: 'public',
          doc: {
            tag: 'Accounts',
            summary: 'The state, district and offices of an Indian PIN code (limited per address without a token).',
            body,
          },
        },
      },
      async (request) => {
        // Anonymous callers (the registration screen) are limited per address, counted in the
        // database so every API process shares the count; signed-in staff filling forms are not.
        const token = bearerToken(request);
        const signedIn = token ? (await findActiveToken(db, token))?.status === 'Active' : false;
        if (!signedIn) await limitAttempts(db, [{ key: `post-code:${clientNetwork(request.ip)}`, max: ANONYMOUS_CHECKS }], WINDOW_SECONDS);
        const { post_code } = parseBody(body, request.body);
        const place = await lookupPin(db, post_code.trim());
        if (!place) throw validationFailed({ post_code: [INVALID] });
        return ok('Postal code is valid', { State: place.stateName, District: place.district, Pincode: place.pin, offices: place.offices });
      },
    );
  };
}

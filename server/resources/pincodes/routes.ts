import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { lookupPin } from './lookup';

const INVALID = 'Invalid postal code!';
const body = z.object({ post_code: z.union([z.string(), z.number()], { error: INVALID }).transform(String) });

export function pincodeRoutes(db: Kysely<DB>) {
  return async function register(app: FastifyInstance) {
    // Public: the registration screen checks the PIN before the account exists.
    app.post('/api/check-post-code', { config: { access: 'public' } }, async (request) => {
      const { post_code } = parseBody(body, request.body);
      const place = await lookupPin(db, post_code.trim());
      if (!place) throw validationFailed({ post_code: [INVALID] });
      return ok('Postal code is valid', { State: place.stateName, District: place.district, Pincode: place.pin, offices: place.offices });
    });
  };
}

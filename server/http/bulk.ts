import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope';
import { ApiError, MESSAGES } from './errors';

/** At most this many rows per bulk call: each row is its own checked write. */
export const MAX_BULK_IDS = 100;

/** A body's list of record ids, in lower case as the database spells them: one row named twice in two cases is one row. */
export const idList = z.array(z.uuid({ error: 'Each id must be a valid id.' }).toLowerCase(), { error: 'The ids must be a list of ids.' });

export const bulkIds = z.object({
  ids: idList.min(1, 'Select at least one row.').max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} rows at a time.`),
});

export interface Refusal {
  id: string;
  status: number;
  reason: string;
}

/**
 * Runs the single-row action on each id in turn, so every row passes the same checks (and the same
 * audit and counters) as the one-row call; a refused row is reported, never half-written.
 */
export async function eachRow(log: FastifyBaseLogger, ids: readonly string[], act: (id: string) => Promise<unknown>) {
  const done: string[] = [];
  const refused: Refusal[] = [];
  for (const id of new Set(ids)) {
    try {
      await act(id);
      done.push(id);
    } catch (err) {
      if (err instanceof ApiError) refused.push({ id, status: err.statusCode, reason: err.message });
      else {
        log.error({ err, id }, 'bulk row failed');
        refused.push({ id, status: 500, reason: MESSAGES.serverError });
      }
    }
  }
  return ok(`${done.length} done, ${refused.length} refused.`, { done, refused });
}

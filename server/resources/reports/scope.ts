import type { Caller } from '../../auth/context';
import { isStaff } from '../../auth/context';
import { forbidden } from '../../http/errors';

/**
 * Whose sales a report reads: staff read every seller's, or the one they name; anyone else only
 * its own, and naming another seller is refused rather than quietly answered with its own.
 */
export function sellerOf(caller: Caller, sellerId: string | undefined): string | undefined {
  if (isStaff(caller)) return sellerId;
  if (sellerId !== undefined && sellerId !== caller.userId) throw forbidden();
  return caller.userId;
}

import type { Kysely } from 'kysely';
import { OWNER_ACCOUNT_TYPES, OWNER_CHOICES_LIMIT, OWNER_MESSAGES, type OwnedRecord } from '../../../schema/owner';
import type { DB } from '../../db/types';
import { matchingUsers } from './queries';

// The accounts staff may file a product or labour listing under: the seller lookup behind the
// admin's owner picker, and the check of the owner a create or update names.

/**
 * A short page of live accounts matching the search on name, email or phone as the user list does
 * (its trigram and e-mail prefix indexes), of the kind that may own `ownerOf` when given. Without a
 * search, the first by name (migration 0024); with one, the first matches found, sorted by name:
 * sorting every match of a common term first would read them all (a person types on to narrow).
 */
export function findOwnerChoices(db: Kysely<DB>, { search, ownerOf }: { search?: string; ownerOf?: OwnedRecord }) {
  const matching = matchingUsers(db, { search, status: 'All' })
    .$if(ownerOf !== undefined, (q) => q.where('users.account_type', 'in', OWNER_ACCOUNT_TYPES[ownerOf!]))
    .select(['users.id as uuid', 'users.name', 'users.phone_code', 'users.phone', 'users.account_type']);
  if (!search?.trim()) return matching.orderBy('users.name').orderBy('users.id').limit(OWNER_CHOICES_LIMIT).execute();
  return db.selectFrom(matching.limit(OWNER_CHOICES_LIMIT).as('found')).selectAll().orderBy('name').orderBy('uuid').execute();
}

/**
 * Why `userId` may not own the record, or undefined: an unknown or deleted account, or one of the
 * wrong kind. The owner a record already has is kept whatever its kind or state (older records,
 * ones staff filed under themselves, a seller deleted since), so an edit that leaves it alone is
 * never refused for it.
 */
export async function ownerProblem(db: Kysely<DB>, record: OwnedRecord, userId: string, current?: string) {
  if (userId.toLowerCase() === current?.toLowerCase()) return undefined;
  const owner = await db
    .selectFrom('users')
    .select('account_type')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!owner) return OWNER_MESSAGES.unknown;
  return (OWNER_ACCOUNT_TYPES[record] as readonly string[]).includes(owner.account_type) ? undefined : OWNER_MESSAGES[record];
}

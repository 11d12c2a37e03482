import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { rowsAndTotal } from '../../db/counters';
import { conflict } from '../../http/errors';
import { countCap, likePattern, prefixPattern } from '../../db/paging';
import { USER_MESSAGES } from './validation';

/** The start of an e-mail address: something, then its @. */
const EMAIL_START = /^[^@\s]+@/;

export type UserStatusFilter = 'All' | 'Active' | 'In-Active' | 'Deleted';

/** Users as staff list them: never Super Admins; soft-deleted ones only when asked for. */
export function matchingUsers(db: Kysely<DB>, { search, status }: { search?: string; status: UserStatusFilter }) {
  return db
    .selectFrom('users')
    .where('users.account_type', '<>', 'Super Admin')
    .where('users.deleted_at', status === 'Deleted' ? 'is not' : 'is', null)
    .$if(status === 'Active' || status === 'In-Active', (q) => q.where('users.status', '=', status as 'Active'))
    .$if(Boolean(search?.trim()), (q) => {
      const term = search!.trim();
      const pattern = likePattern(term);
      // An address as typed (up to its @ at least) is found from its start (migration 0011).
      const email = EMAIL_START.test(term)
        ? (eb: ExpressionBuilder<DB, 'users'>) => eb(sql<string>`lower(users.email)`, 'like', prefixPattern(term.toLowerCase()))
        : (eb: ExpressionBuilder<DB, 'users'>) => eb('users.email', 'ilike', pattern);
      return q.where((eb) => eb.or([eb('users.name', 'ilike', pattern), email(eb), eb('users.phone', 'ilike', pattern)]));
    });
}

export async function findUsersPage(
  db: Kysely<DB>,
  { search, status, page, perPage }: { search?: string; status: UserStatusFilter; page: number; perPage: number },
) {
  const base = matchingUsers(db, { search, status });
  return rowsAndTotal(
    db,
    base
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .selectAll('users')
      .select(['roles.name as role_name'])
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage),
    // Every user but Super Admins and the deleted is what the 'users' counter counts (migration 0008).
    status === 'All' && !search?.trim()
      ? { counter: 'users' }
      : { upTo: { base, offset: (page - 1) * perPage, pageSize: perPage, cap: countCap(search) } },
  );
}

export function findUser(db: Kysely<DB>, id: string, { withDeleted = false } = {}) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .selectAll('users')
    .select(['roles.name as role_name'])
    .where('users.id', '=', id)
    .$if(!withDeleted, (q) => q.where('users.deleted_at', 'is', null))
    .executeTakeFirst();
}

/** Addresses of users, keyed by user, with their place names. */
export async function addressesOf(db: Kysely<DB>, userIds: string[]) {
  if (!userIds.length) return new Map<string, ReturnType<typeof presentAddress>[]>();
  const rows = await db
    .selectFrom('user_addresses as a')
    .innerJoin('countries as co', 'co.id', 'a.country_id')
    .innerJoin('states as s', 's.id', 'a.state_id')
    .leftJoin('cities as ci', 'ci.id', 'a.city_id')
    .select([
      'a.id',
      'a.user_id',
      'a.pin_code',
      'a.home_no',
      'a.full_address',
      'a.district',
      'co.id as country_id',
      'co.name as country_name',
      's.id as state_id',
      's.name as state_name',
      'ci.id as city_id',
      'ci.name as city_name',
    ])
    .where('a.user_id', 'in', userIds)
    .orderBy('a.created_at')
    .execute();
  const byUser = new Map<string, ReturnType<typeof presentAddress>[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), presentAddress(row)]);
  return byUser;
}

function presentAddress(row: {
  id: string;
  pin_code: string;
  home_no: string;
  full_address: string;
  district: string;
  country_id: string;
  country_name: string;
  state_id: string;
  state_name: string;
  city_id: string | null;
  city_name: string | null;
}) {
  return {
    id: row.id,
    country: { id: row.country_id, name: row.country_name },
    state: { id: row.state_id, name: row.state_name },
    // The postal district stands in when it names no city we know.
    city: row.city_id ? { id: row.city_id, name: row.city_name! } : { id: null, name: row.district },
    pin_code: row.pin_code,
    home_no: row.home_no,
    full_address: row.full_address,
  };
}

/** Which of email and phone another live account already uses. */
export async function takenContacts(db: Kysely<DB>, email: string, phoneCode: string, phone: string, exceptId?: string) {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'phone', 'phone_code'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['email']), '=', email.toLowerCase()), eb.and([eb('phone_code', '=', phoneCode), eb('phone', '=', phone)])]),
    )
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .execute();
  return {
    email: rows.some((r) => r.email?.toLowerCase() === email.toLowerCase()),
    phone: rows.some((r) => r.phone === phone && r.phone_code === phoneCode),
  };
}

/** 409 with the legacy message when another account uses the email or the phone. */
export async function assertContactsFree(db: Kysely<DB>, email: string, phoneCode: string, phone: string, exceptId?: string) {
  const taken = await takenContacts(db, email, phoneCode, phone, exceptId);
  if (taken.email) throw conflict(USER_MESSAGES.emailTaken);
  if (taken.phone) throw conflict(USER_MESSAGES.phoneTaken);
}

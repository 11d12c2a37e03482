import { sql, type ExpressionBuilder, type Kysely, type QueryCreator, type Transaction, type Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/types';
import { asText, compiledOnce, isoTime, jsonObject, type JsonField } from '../../db/json';
import { JsonText } from '../../http/jsonText';
import { rowsAndTotal, searchedRowsAndTotal } from '../../db/counters';
import { SHOWN_USER_COLUMNS } from '../../auth/presentUser';
import { conflict, validationFailed } from '../../http/errors';
import { constraintOf, isStillReferenced, isUniqueViolation } from '../../db/errors';
import { countCap, likePattern, pageWindow, prefixPattern } from '../../db/paging';
import type { ApprovalStatus } from '../../../schema/approval';
import type { AccountType } from '../../../schema/permissions';
import { PHONE_MIN, type UserStatusFilter } from '../../../schema/user';
import { USER_MESSAGES } from '../../../schema/userMessages';
import { isWrittenPhone, phoneTerms } from '../../../schema/phoneTerms';
import { laterVersion } from '../../audit/versions';
import { firstAddress } from './addresses';

/** The start of an e-mail address: something, then its @. */
const EMAIL_START = /^[^@\s]+@/;

/**
 * A phone search: a number as typed ("+91 98765 43210") by each form it may be stored in
 * (phoneTerms), through the same trigram index, or, with its code and every digit of a phone,
 * through the unique index of code and phone (the digit trigrams of a phone column are shared by
 * many rows); any other term anywhere in the phone.
 */
function phone(eb: ExpressionBuilder<DB, 'users'>, term: string, pattern: string) {
  const terms = phoneTerms(term);
  if (!terms.length) return eb('users.phone', 'ilike', pattern);
  return eb.or(
    terms.map(({ code, digits }) =>
      code === undefined
        ? eb('users.phone', 'like', likePattern(digits))
        : eb.and([
            eb('users.phone_code', '=', code),
            digits.length >= PHONE_MIN ? eb('users.phone', '=', digits) : eb('users.phone', 'like', prefixPattern(digits)),
          ]),
    ),
  );
}

export interface UserFilters {
  search?: string;
  status: UserStatusFilter;
  approval?: ApprovalStatus;
}

/** Users as staff list them: never Super Admins; soft-deleted ones only when asked for. */
export function matchingUsers(db: QueryCreator<DB>, { search, status, approval }: UserFilters) {
  return (
    db
      .selectFrom('users')
      .where('users.account_type', '<>', 'Super Admin')
      .where('users.deleted_at', status === 'Deleted' ? 'is not' : 'is', null)
      .$if(status === 'Active' || status === 'In-Active', (q) => q.where('users.status', '=', status as 'Active'))
      // The approval queue (Pending or Rejected) reads the small partial index of migration 0023.
      .$if(approval !== undefined, (q) => q.where('users.approval_status', '=', approval!))
      .$if(Boolean(search?.trim()), (q) => {
        const term = search!.trim();
        const pattern = likePattern(term);
        // An address as typed (up to its @ at least) is found from its start (migration 0011).
        const email = EMAIL_START.test(term)
          ? (eb: ExpressionBuilder<DB, 'users'>) => eb(sql<string>`lower(users.email)`, 'like', prefixPattern(term.toLowerCase()))
          : (eb: ExpressionBuilder<DB, 'users'>) => eb('users.email', 'ilike', pattern);
        // A number written as one is looked for in phones alone: its digits would only read the
        // e-mail addresses' long lists of digit trigrams to find nothing.
        if (isWrittenPhone(term)) return q.where((eb) => phone(eb, term, pattern));
        return q.where((eb) => eb.or([eb('users.name', 'ilike', pattern), email(eb), phone(eb, term, pattern)]));
      })
  );
}

export async function findUsersPage(db: Kysely<DB>, { page, perPage, ...filters }: UserFilters & { page: number; perPage: number }) {
  const { search, status, approval } = filters;
  const base = matchingUsers(db, filters);
  // Every user but Super Admins and the deleted is what the 'users' counter counts (migration 0008).
  const counted = status === 'All' && approval === undefined && !search?.trim();
  const offset = (page - 1) * perPage;
  const { rows, count } = search?.trim()
    ? // A search's keys and count from one read of its matches, then their rows by a text planned once.
      await searchedRowsAndTotal(
        db,
        { base, offset, pageSize: perPage, cap: countCap(search) },
        { id: 'users.id', createdAt: 'users.created_at' },
        (keys) =>
          keys
            .innerJoin('users', 'users.id', 'page.id')
            .innerJoin('roles', 'roles.id', 'users.role_id')
            .select(['users.id', listedUserJson.as('json')]),
      )
    : await rowsAndTotal(
        db,
        base
          .innerJoin('roles', 'roles.id', 'users.role_id')
          .select(['users.id', listedUserJson.as('json')])
          .orderBy('users.created_at', 'desc')
          .orderBy('users.id', 'desc')
          .$call((q) => pageWindow(q, counted, perPage, offset)),
        counted ? { counter: 'users' } : { upTo: { base, offset, pageSize: perPage, cap: countCap(search) } },
      );
  return { rows: JsonText.ofRows(rows), count };
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

/** A user as the user calls reply with it (JSON text), or undefined when there is none live. */
export const findUserWithAddresses = async (db: Kysely<DB>, id: string) => {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(userJson.as('json'))
    .where('users.id', '=', id)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row && new JsonText(row.json);
};

const TIMES = new Set(['users.created_at', 'users.updated_at']);

/**
 * A user's fields as presentUser shows them, written by PostgreSQL: the same names and order, with
 * the role and the times after the plain columns. presentUser (the sign-in's reply) and this are
 * checked against each other in tests/api/userReplies.test.ts.
 */
const userFields = (): Record<string, JsonField> => ({
  uuid: 'users.id',
  ...Object.fromEntries(SHOWN_USER_COLUMNS.filter((c) => c !== 'users.id' && !TIMES.has(c)).map((c) => [c.slice('users.'.length), c])),
  role: jsonObject({ uuid: 'users.role_id', name: 'roles.name' }),
  created_at: isoTime('users.created_at'),
  updated_at: isoTime('users.updated_at'),
});

/**
 * A user's addresses with their place names, oldest first; where no city we know is named, the
 * postal district stands in as the city's name.
 */
const addressesJson = (db: Kysely<DB>) =>
  sql`(${db
    .selectFrom('user_addresses as a')
    .innerJoin('countries as co', 'co.id', 'a.country_id')
    .innerJoin('states as s', 's.id', 'a.state_id')
    .leftJoin('cities as ci', 'ci.id', 'a.city_id')
    .select(
      sql`coalesce(json_agg(${jsonObject({
        id: 'a.id',
        country: jsonObject({ id: 'co.id', name: 'co.name' }),
        state: jsonObject({ id: 's.id', name: 's.name' }),
        city: sql`CASE WHEN a.city_id IS NULL THEN ${jsonObject({ id: sql`NULL`, name: 'a.district' })} ELSE ${jsonObject({ id: 'ci.id', name: 'ci.name' })} END`,
        pin_code: 'a.pin_code',
        home_no: 'a.home_no',
        full_address: 'a.full_address',
      })} ORDER BY a.created_at, a.id), '[]')`.as('addresses'),
    )
    .where('a.user_id', '=', sql.ref<string>('users.id'))})`;

/** A user with the role and addresses (JSON text), then the fields a call adds; a row of `users` joined to `roles`. */
const userJsonWith = (added: Record<string, JsonField> = {}) =>
  compiledOnce((db) => asText(jsonObject({ ...userFields(), user_address: addressesJson(db), ...added })));

/** A user as every user call replies with it. */
const userJson = userJsonWith();

/** A user as the list shows it: with when it was deleted, if it was. */
const listedUserJson = userJsonWith({ deleted_at: isoTime('users.deleted_at') });

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

/** 409 with the legacy message, on its field, when another account uses the email or the phone. */
export const emailTaken = () => conflict(USER_MESSAGES.emailTaken, { email: [USER_MESSAGES.emailTaken] });
export const phoneTaken = () => conflict(USER_MESSAGES.phoneTaken, { phone: [USER_MESSAGES.phoneTaken] });

export async function assertContactsFree(db: Kysely<DB>, email: string, phoneCode: string, phone: string, exceptId?: string) {
  const taken = await takenContacts(db, email, phoneCode, phone, exceptId);
  if (taken.email) throw emailTaken();
  if (taken.phone) throw phoneTaken();
}

/**
 * The database's refusal of an account's write, as the checks before it answer: an email or phone
 * taken, or a role deleted, by a write that committed after those checks read (two at once).
 */
export function asAccountConflict(err: unknown) {
  const constraint = constraintOf(err);
  if (isUniqueViolation(err) && constraint === 'users_email_unique') return emailTaken();
  if (isUniqueViolation(err) && constraint === 'users_phone_unique') return phoneTaken();
  if (isStillReferenced(err) && constraint === 'users_role_id_fkey') return validationFailed({ role_id: [USER_MESSAGES.roleInvalid] });
  return err;
}

/** The users of a list export, with their role, in the export's batches (server/export/keyset.ts). */
export function exportedUsers(db: Kysely<DB>, filter: UserFilters) {
  return matchingUsers(db, filter)
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoinLateral(firstAddress, (join) => join.onTrue())
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone_code',
      'users.phone',
      'users.account_type',
      'users.status',
      'users.approval_status',
      'users.created_at',
      'roles.name as role_name',
      'users.gender',
      'users.secondary_number',
      'users.date_of_birth',
      'address.pin_code',
      'address.district as city',
      'address.home_no',
      'address.full_address',
    ]);
}

export function findRole(db: Kysely<DB>, roleId: string) {
  return db.selectFrom('roles').select(['id', 'name', 'account_type']).where('id', '=', roleId).executeTakeFirst();
}

/** The role of the same name as an account type (every self-chosen type has one). */
export function roleNamed(db: Kysely<DB>, name: string) {
  return db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
}

/** The roles for these account types, for a dropdown of the roles a caller may give. */
export function listRoles(db: Kysely<DB>, accountTypes: readonly AccountType[]) {
  return db.selectFrom('roles').select(['id', 'name', 'account_type']).where('account_type', 'in', accountTypes).orderBy('name').execute();
}

/** Every live user but Super Admins, for a dropdown. */
export function listUserNames(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .where('account_type', '<>', 'Super Admin')
    .orderBy('name')
    .limit(5000)
    .execute();
}

/** The live, active account of an address (case-insensitive), the one a reset link goes to. */
export function findActiveUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
    .where('status', '=', 'Active')
    .executeTakeFirst();
}

/** Changes a user's row; `updated_at` is set with it (laterVersion, unless the values hold the version to write). */
export async function updateUser(trx: Transaction<DB>, userId: string, values: Omit<Updateable<UsersTable>, 'id'>) {
  await trx
    .updateTable('users')
    .set({ updated_at: laterVersion(), ...values })
    .where('id', '=', userId)
    .execute();
}

/**
 * Sets an account's password and leaves its `updated_at`: that version guards the fields the
 * account's form shows, which a new password does not change, so a form opened before still saves.
 * The password is the one the change was checked against (`readHash`), or nothing is written:
 * whether the change was written.
 */
export async function setPassword(trx: Transaction<DB>, userId: string, readHash: string, passwordHash: string) {
  const { numUpdatedRows } = await trx
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .where('password_hash', '=', readHash)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Whether the account's password is still the one a check read (called with its row locked). */
export async function passwordIsStill(trx: Transaction<DB>, userId: string, readHash: string) {
  const row = await trx.selectFrom('users').select('id').where('id', '=', userId).where('password_hash', '=', readHash).executeTakeFirst();
  return row !== undefined;
}

/** Soft delete: the row stays (for orders and the audit), hidden from lists and sign-in. */
export async function softDeleteUser(trx: Transaction<DB>, userId: string, updatedAt: Date) {
  await trx.updateTable('users').set({ deleted_at: new Date(), updated_at: updatedAt }).where('id', '=', userId).execute();
}

export async function deleteUserForGood(trx: Transaction<DB>, userId: string) {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}

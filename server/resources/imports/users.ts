import { sql, type Kysely } from 'kysely';
import { importMessage } from '../../../schema/import';
import {
  DEFAULT_PHONE_CODE,
  nationalPhone,
  USER_IMPORT,
  USER_IMPORT_MESSAGES,
  USER_MESSAGES,
  userFields,
  userImportBody,
  type UserImportInput,
} from '../../../schema/user';
import { isSuperAdmin } from '../../auth/context';
import { generatePassword, hashPassword } from '../../auth/passwords';
import type { DB } from '../../db/types';
import { ApiError } from '../../http/errors';
import { lookupPin } from '../pincodes/lookup';
import { firstAddress, resolveAddress, saveAddress } from '../users/addresses';
import { updateUser } from '../users/queries';
import { insertAccount, profileColumns } from '../users/save';
import { fitViewsToOwner } from '../views/queries';
import { addIssues, holdsAlready, keyPart, type Importer, type RowCheck } from './importer';

// Accounts from a file: the user form's rules, the role by its name among the roles of the row's
// account type, the address from the pin code as user-create finds it. A line updates the live
// account of the same e-mail. Staff accounts are neither made nor changed by a file.

interface UserWrite {
  input: UserImportInput;
  address: Awaited<ReturnType<typeof resolveAddress>>;
  /** An existing account given another account type or role: its saved views are fitted to it. */
  regrant: boolean;
}

const STAFF = ['Admin', 'Super Admin'];

/**
 * The accounts of the batch's e-mails, and every account holding one of its phones, with the
 * values a line may leave out (their first address's among them).
 */
async function findContacts(db: Kysely<DB>, rows: RowCheck[]) {
  const emails = rows.map((r) => keyPart(r.values.email)).filter(Boolean);
  // Each phone as typed and as it is stored (without a code or trunk 0 in front, nationalPhone).
  const phones = rows.flatMap((r) => {
    const digits = String(r.values.phone ?? '').replace(/\D/g, '');
    const code = String(r.values.phone_code ?? '').replace(/\D/g, '') || DEFAULT_PHONE_CODE;
    return digits ? [digits, nationalPhone({ phone_code: code, phone: digits }).phone] : [];
  });
  if (!emails.length && !phones.length) return [];
  // In the run's transaction the accounts are held as user-update holds its row: one made staff or
  // edited since is read as it now is, and nobody changes it before the write.
  return db
    .selectFrom('users')
    .leftJoinLateral(firstAddress, (join) => join.onTrue())
    .select(['id', 'email', 'phone_code', 'phone', 'account_type', 'role_id', 'deleted_at', 'secondary_number', 'date_of_birth'])
    .select(['name', 'gender', 'is_type', 'is_buyer', 'is_seller', 'is_labor'])
    .select(['address.pin_code', 'address.district', 'address.home_no', 'address.full_address'])
    .select(['address.country_id', 'address.state_id', 'address.city_id'])
    .where((eb) =>
      eb.or([
        ...(emails.length ? [eb(eb.fn('lower', ['email']), 'in', emails)] : []),
        ...(phones.length ? [eb('phone', 'in', phones)] : []),
      ]),
    )
    .$if(db.isTransaction, (q) => q.forNoKeyUpdate('users'))
    .execute();
}

/** The role column names a role of the row's account type. */
async function resolveRoles(db: Kysely<DB>, rows: RowCheck[]) {
  const roles = await db
    .selectFrom('roles')
    .select(['id', sql<string>`lower(name)`.as('name'), 'account_type'])
    .execute();
  for (const row of rows) {
    const cell = typeof row.values.role_id === 'string' ? row.values.role_id.trim() : '';
    if (!cell) continue;
    const role = roles.find(
      (r) => (r.id === cell.toLowerCase() || r.name === cell.toLowerCase()) && r.account_type === row.values.account_type,
    );
    if (role) row.values.role_id = role.id;
    else row.errors.role_id = [importMessage.unknownWithin('role', 'account type', cell)];
  }
}

/** The address from the pin code, as user-create finds it; its refusal lands on the pin code. */
async function addressOf(db: Kysely<DB>, input: UserImportInput) {
  try {
    return await resolveAddress(db, input);
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 422) return undefined;
    throw err;
  }
}

/**
 * The pin code of a line refused for its other cells: looked up too, so that one check names every
 * cell to correct rather than the pin code only once the others are right.
 */
async function checkPinAlone(db: Kysely<DB>, row: RowCheck) {
  if (row.errors.pin_code) return;
  const pin = userFields.pin_code.safeParse(row.values.pin_code);
  if (pin.success && !(await lookupPin(db, pin.data))) row.errors.pin_code = [USER_MESSAGES.invalidPin];
}

/** A phone as the user export writes it: +, the country code, a space, the number. */
const WITH_CODE = /^\s*\+(\d{1,4})[\s-]+(\d[\d\s-]*)$/;

/**
 * A Phone cell with its country code in front (the export's `+91 98765 43210`) gives the number
 * alone, and the code where the file gives none: kept whole, its digits ran together into one
 * number (919876543210) that no account's phone matched.
 */
function splitPhone(row: RowCheck) {
  const found = typeof row.values.phone === 'string' ? WITH_CODE.exec(row.values.phone) : null;
  if (!found) return;
  row.values.phone = found[2];
  if (!String(row.values.phone_code ?? '').trim()) row.values.phone_code = found[1];
}

type Contact = Awaited<ReturnType<typeof findContacts>>[number];

/** What a line writes to the account itself: its profile and role. */
const accountColumns = (input: UserImportInput) => ({ ...profileColumns(input), role_id: input.role_id });

/**
 * A column the file lacks keeps the account's value, as every import does. The city only where
 * the pin code is the same: another pin code's city is its own district unless the file names one.
 */
function keepWhatTheFileLacks(row: RowCheck, account: Contact) {
  const samePin = String(row.values.pin_code ?? '').replace(/\D/g, '') === account.pin_code;
  const kept = {
    phone_code: account.phone_code,
    secondary_number: account.secondary_number,
    date_of_birth: account.date_of_birth,
    home_no: account.home_no,
    full_address: account.full_address,
    city: samePin ? account.district : null,
  };
  for (const [field, value] of Object.entries(kept)) if (row.values[field] === undefined && value !== null) row.values[field] = value;
}

export const userImporter: Importer = {
  declaration: USER_IMPORT,
  async check(db, caller, rows) {
    for (const row of rows) splitPhone(row);
    await resolveRoles(db, rows);
    const contacts = await findContacts(db, rows);
    for (const row of rows) {
      const sameEmail = contacts.filter((c) => c.email?.toLowerCase() === keyPart(row.values.email));
      const current = sameEmail.find((c) => c.deleted_at === null);
      if (current) keepWhatTheFileLacks(row, current);
      const parsed = userImportBody.safeParse(row.values);
      if (!parsed.success) addIssues(row, parsed.error.issues);
      if (!row.errors.email && sameEmail.length && !current) row.errors.email = [USER_MESSAGES.emailTaken];
      else if (!row.errors.email && current && STAFF.includes(current.account_type)) row.errors.email = [USER_IMPORT_MESSAGES.staff];
      if (!parsed.success || Object.keys(row.errors).length) {
        await checkPinAlone(db, row);
        continue;
      }
      const input = parsed.data;
      const regrant = current !== undefined && (current.account_type !== input.account_type || current.role_id !== input.role_id);
      if (regrant && !isSuperAdmin(caller)) row.errors.account_type = [USER_IMPORT_MESSAGES.typeChange];
      if (contacts.some((c) => c.id !== current?.id && c.phone === input.phone && c.phone_code === input.phone_code))
        row.errors.phone = [USER_MESSAGES.phoneTaken];
      if (Object.keys(row.errors).length) continue;
      const address = await addressOf(db, input);
      if (!address) {
        row.errors.pin_code = [USER_MESSAGES.invalidPin];
        continue;
      }
      row.key = JSON.stringify([keyPart(input.email)]);
      // One account a phone: held against the file's other lines (check.ts refuseRepeats).
      row.claims = [{ id: JSON.stringify(['phone', input.phone_code, input.phone]), field: 'phone', message: USER_MESSAGES.phoneTaken }];
      row.existingId = current?.id ?? null;
      row.write = { input, address, regrant } satisfies UserWrite;
      row.unchanged = current !== undefined && holdsAlready(current, { ...accountColumns(input), ...address });
    }
  },
  async write(trx, _caller, rows) {
    if (!rows.length) return;
    // Nobody knows this password: imported accounts choose theirs through "Forgot password".
    const passwordHash = await hashPassword(generatePassword());
    for (const row of rows) {
      const { input, address, regrant } = row.write as UserWrite;
      if (row.existingId === null) {
        await insertAccount(trx, input, { roleId: input.role_id, passwordHash, address });
      } else {
        await updateUser(trx, row.existingId, accountColumns(input));
        // As user-update does: a file's lines are never staff, so no view stays shared with the old role.
        if (regrant) await fitViewsToOwner(trx, row.existingId, input.role_id);
        await saveAddress(trx, row.existingId, address);
      }
    }
  },
};

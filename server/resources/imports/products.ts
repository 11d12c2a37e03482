import { sql, type Kysely } from 'kysely';
import { importMessage, IMPORT_MESSAGES } from '../../../schema/import';
import { OWNER_ACCOUNT_TYPES, OWNER_MESSAGES } from '../../../schema/owner';
import { PRODUCT_IMPORT, PRODUCT_MESSAGES, productBody, type ProductInput } from '../../../schema/product';
import { isStaff, type Caller } from '../../auth/context';
import type { DB } from '../../db/types';
import { holdAllSlugs, insertProduct, updateProduct } from '../products/queries';
import { productValues } from '../products/save';
import { addIssues, holdsAlready, keyPart, type Importer, type RowCheck } from './importer';
import { resolveLookups } from './references';
import { UUID_PATTERN } from '../../../schema/fields';

// Products from a file: the product form's rule, its references by name, and the owner by phone or
// e-mail, alone or as `Name <e-mail>` (staff; a seller's rows are its own). A row updates the owner's product of the same name.
// Each valid row is written as product-create or product-update writes it (prices, slug, the
// owner's approval), in the run's transaction.

/** A product's columns a row gives, as it is read to compare: a row that gives each as it is changes nothing. */
const GIVEN = ['name', 'category_id', 'sub_category_id', 'unit_id', 'unit_price', 'status', 'latitude', 'longitude', 'user_id'] as const;

/** The fields a row may leave out of an update: they keep the product's values. */
const KEPT = [
  'type',
  'quantity',
  'discount_type',
  'discount',
  'tax_type',
  'tax_id',
  'duration',
  'description',
  'comment',
  'store_id',
] as const;

interface ProductWrite {
  input: ProductInput;
  existing?: { id: string; user_id: string };
}

const digits = (text: string) => text.replace(/\D/g, '');
const pick = (input: ProductInput, fields: readonly (keyof ProductInput)[]) => Object.fromEntries(fields.map((f) => [f, input[f]]));

/** The live accounts named by id, e-mail or phone (with or without its country code). */
async function findSellers(db: Kysely<DB>, cells: string[]) {
  const ids = cells.filter((c) => UUID_PATTERN.test(c));
  const emails = cells.filter((c) => c.includes('@')).map((c) => c.toLowerCase());
  const phones = cells.map(digits).filter((d) => d.length >= 6);
  return db
    .selectFrom('users')
    .select(['id', 'email', 'phone', 'phone_code', 'account_type'])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('id', 'in', ids)] : []),
        ...(emails.length ? [eb(eb.fn('lower', ['email']), 'in', emails)] : []),
        ...(phones.length ? [eb('phone', 'in', phones), eb(sql`phone_code || phone`, 'in', phones)] : []),
        eb.lit(false),
      ]),
    )
    .execute();
}

/** The account an Owner cell names: the cell, or what its `<...>` holds (`Name <e-mail>`, as the export writes it). */
const contactIn = (cell: unknown) => {
  const text = String(cell).trim();
  return /<([^<>]+)>$/.exec(text)?.[1].trim() ?? text;
};

/** Staff name each row's owner; a seller's rows are its own. A blank owner is the caller, as in product-create. */
async function resolveOwners(db: Kysely<DB>, caller: Caller, rows: RowCheck[]) {
  const named = isStaff(caller) ? rows.filter((r) => typeof r.values.user_id === 'string' && r.values.user_id.trim() !== '') : [];
  const sellers = named.length
    ? await findSellers(
        db,
        named.map((r) => contactIn(r.values.user_id)),
      )
    : [];
  for (const row of rows) {
    if (!named.includes(row)) {
      row.values.user_id = caller.userId;
      continue;
    }
    const cell = contactIn(row.values.user_id);
    const match = sellers.filter(
      (s) =>
        s.id === cell.toLowerCase() ||
        s.email?.toLowerCase() === cell.toLowerCase() ||
        [s.phone, s.phone_code + s.phone].includes(digits(cell)),
    );
    if (match.length !== 1) row.errors.user_id = [IMPORT_MESSAGES.sellerUnknown];
    else if (!(OWNER_ACCOUNT_TYPES.product as readonly string[]).includes(match[0].account_type))
      row.errors.user_id = [OWNER_MESSAGES.product];
    else row.values.user_id = match[0].id;
  }
}

/**
 * The products the batch's keys (owner, name) may name: its owners' products of its names, two
 * array parameters whatever the batch's size; the caller keeps the exact pairs.
 */
async function findByKeys(db: Kysely<DB>, rows: RowCheck[]) {
  if (!rows.length) return [];
  const owners = [...new Set(rows.map((r) => r.values.user_id as string))];
  const names = [...new Set(rows.map((r) => keyPart(r.values.name)))];
  return db
    .selectFrom('products')
    .select(['id', ...GIVEN, ...KEPT])
    .where(sql<boolean>`user_id = ANY(${owners}::uuid[])`)
    .where(sql<boolean>`lower(name) = ANY(${names}::text[])`)
    .execute();
}

const keyOf = (row: RowCheck) => JSON.stringify([row.values.user_id, keyPart(row.values.name)]);

export const productImporter: Importer = {
  declaration: PRODUCT_IMPORT,
  async check(db, caller, rows) {
    await resolveOwners(db, caller, rows);
    await resolveLookups(db, PRODUCT_IMPORT.columns, rows);
    const keyed = rows.filter((r) => !r.errors.user_id && keyPart(r.values.name) !== '');
    const existing = await findByKeys(db, keyed);
    const machinery = new Set(
      (
        await db
          .selectFrom('categories')
          .select('id')
          .where(sql`lower(name)`, '=', 'machinery')
          .execute()
      ).map((c) => c.id),
    );
    for (const row of rows) {
      const matches = keyed.includes(row) ? existing.filter((p) => keyOf(row) === JSON.stringify([p.user_id, keyPart(p.name)])) : [];
      if (matches.length > 1) row.errors.name = [importMessage.ambiguous('product', String(row.values.name).trim())];
      const current = matches.length === 1 ? matches[0] : undefined;
      for (const field of KEPT) if (row.values[field] === undefined && current) row.values[field] = current[field];
      const parsed = productBody.safeParse(row.values);
      if (!parsed.success) addIssues(row, parsed.error.issues);
      if (Object.keys(row.errors).length || !parsed.success) continue;
      if (parsed.data.type === 'Rent' && !machinery.has(parsed.data.category_id)) {
        row.errors.type = [PRODUCT_MESSAGES.rentOnlyMachinery];
        continue;
      }
      row.key = keyOf(row);
      row.existingId = current?.id ?? null;
      row.write = { input: parsed.data, existing: current && { id: current.id, user_id: current.user_id } } satisfies ProductWrite;
      row.unchanged = current !== undefined && holdsAlready(current, pick(parsed.data, [...GIVEN, ...KEPT]));
    }
  },
  async write(trx, caller, rows) {
    await holdAllSlugs(trx);
    for (const row of rows) {
      const { input, existing } = row.write as ProductWrite;
      // A blank Owner was taken as the caller to find its product; written, it is left blank as
      // product-create leaves it, since staff may not name themselves (only sellers) as the owner.
      const asSent = input.user_id === caller.userId ? { ...input, user_id: undefined } : input;
      const values = await productValues(trx, caller, asSent, existing);
      if (existing) await updateProduct(trx, existing.id, values, [], []);
      else await insertProduct(trx, values, []);
    }
  },
};

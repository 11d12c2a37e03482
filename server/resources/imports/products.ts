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
import { roundToScale } from '../../../schema/number';

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
/** A coordinate as its column (numeric(10, 7)) keeps it. */
const toColumnScale = (degrees: number) => roundToScale(degrees, 7);

/**
 * The row's values as a product's columns would hold them once written (save.ts productValues),
 * Active held back while the owner awaits approval (listingStatusOf).
 */
const asStored = (input: ProductInput, ownerApproved: boolean) => ({
  ...Object.fromEntries([...GIVEN, ...KEPT].map((f) => [f, input[f]])),
  status: ownerApproved ? input.status : 'In-Active',
  duration: input.type === 'Rent' ? input.duration : 0,
  latitude: toColumnScale(input.latitude),
  longitude: toColumnScale(input.longitude),
});

/** The accounts named by id, e-mail or phone (with or without its country code), live or deleted. */
async function findOwners(db: Kysely<DB>, cells: string[]) {
  const ids = cells.filter((c) => UUID_PATTERN.test(c));
  const emails = cells.filter((c) => c.includes('@')).map((c) => c.toLowerCase());
  const phones = cells
    .filter((c) => !c.includes('@'))
    .map(digits)
    .filter((d) => d.length >= 6);
  return db
    .selectFrom('users')
    .select(['id', 'email', 'phone', 'phone_code', 'account_type', 'deleted_at'])
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

type Owner = Awaited<ReturnType<typeof findOwners>>[number];

/** Whether a cell names the account: its id, its e-mail, or (a cell with no @ in it) its phone. */
const names = (cell: string, owner: Owner) =>
  owner.id === cell.toLowerCase() ||
  owner.email?.toLowerCase() === cell.toLowerCase() ||
  (!cell.includes('@') && [owner.phone, owner.phone_code + owner.phone].includes(digits(cell)));

/** The account an Owner cell names: the cell, or what its `<...>` holds (`Name <e-mail>`, as the export writes it). */
const contactIn = (cell: unknown) => {
  const text = String(cell).trim();
  return /<([^<>]+)>$/.exec(text)?.[1].trim() ?? text;
};

/**
 * Staff name each row's owner; a seller's rows are its own. A blank owner is the caller, as in
 * product-create. An owner that may not take a new product (deleted since, or not a seller's
 * account: a product staff added for themselves) keeps the ones it has, as product-update keeps
 * them: such a row is refused with the answered message unless it names one of them.
 */
async function resolveOwners(db: Kysely<DB>, caller: Caller, rows: RowCheck[]) {
  const keepsOnly = new Map<RowCheck, string>();
  const named = isStaff(caller) ? rows.filter((r) => typeof r.values.user_id === 'string' && r.values.user_id.trim() !== '') : [];
  const owners = named.length
    ? await findOwners(
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
    const all = owners.filter((o) => names(cell, o));
    // A live account before a deleted one of the same e-mail or phone.
    const live = all.filter((o) => o.deleted_at === null);
    const match = live.length ? live : all;
    if (match.length !== 1) {
      row.errors.user_id = [IMPORT_MESSAGES.sellerUnknown];
      continue;
    }
    row.values.user_id = match[0].id;
    if (match[0].deleted_at !== null) keepsOnly.set(row, IMPORT_MESSAGES.sellerUnknown);
    else if (!(OWNER_ACCOUNT_TYPES.product as readonly string[]).includes(match[0].account_type))
      keepsOnly.set(row, OWNER_MESSAGES.product);
  }
  return keepsOnly;
}

/**
 * The products the batch's keys (owner, name) may name: its owners' products of its names, two
 * array parameters whatever the batch's size; the caller keeps the exact pairs.
 */
async function findByKeys(db: Kysely<DB>, rows: RowCheck[]) {
  if (!rows.length) return [];
  const owners = [...new Set(rows.map((r) => r.values.user_id as string))];
  const names = [...new Set(rows.map((r) => keyPart(r.values.name)))];
  // In the run's transaction the products are held as product-update holds its row: one given to
  // another owner or edited since is read as it now is, and nobody changes it before the write.
  // With whether the owner's listings may be Active (listingStatusOf: a deleted owner keeps its approval).
  return db
    .selectFrom('products')
    .innerJoin('users', 'users.id', 'products.user_id')
    .select(['products.id', ...GIVEN.map((f) => `products.${f}` as const), ...KEPT.map((f) => `products.${f}` as const)])
    .select(sql<boolean>`users.approval_status = 'Approved'`.as('owner_approved'))
    .where(sql<boolean>`products.user_id = ANY(${owners}::uuid[])`)
    .where(sql<boolean>`lower(products.name) = ANY(${names}::text[])`)
    .$if(db.isTransaction, (q) => q.forNoKeyUpdate('products'))
    .execute();
}

const keyOf = (row: RowCheck) => JSON.stringify([row.values.user_id, keyPart(row.values.name)]);

export const productImporter: Importer = {
  declaration: PRODUCT_IMPORT,
  async check(db, caller, rows) {
    const keepsOnly = await resolveOwners(db, caller, rows);
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
      // A product file has no id to tell them apart by: the owner renames them first.
      if (matches.length > 1) row.errors.name = [importMessage.sameNamedProducts(String(row.values.name).trim())];
      const current = matches.length === 1 ? matches[0] : undefined;
      const refusal = keepsOnly.get(row);
      if (refusal && !current) row.errors.user_id = [refusal];
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
      row.unchanged = current !== undefined && holdsAlready(current, asStored(parsed.data, current.owner_approved));
    }
  },
  // Taken before the first check: a product saved from its form meanwhile (renamed to a line's name,
  // or added under it) holds the slugs shared until it commits, so the check reads it and the line
  // updates it; taken only at the write, the check missed it and the line added a second product.
  hold: holdAllSlugs,
  // Runs in the transaction `hold` took every slug in, so each insert numbers its slug without a lock of its own.
  async write(trx, caller, rows) {
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

// The product, declared once: its choices, the rules and messages of its bodies, its list and its
// export. The server checks bodies with these rules and the admin's form runs the same rules on
// what was typed; pricing (server/resources/products/pricing.ts) is built on the same choices.
import { z } from 'zod';
import { versionField } from './version';
import type { ImportDeclarationOf } from './import';
import { blank, choiceOf, idOf, listOf, optionalIdFilter, referenceOf } from './fields';
import { fromText } from './number';
import { defineResource } from './resource';
import { multiLineText, oneLineText, text, tooLong } from './text';
import { USER_MESSAGES } from './userMessages';

export const PRODUCT_STATUSES = ['Active', 'In-Active'] as const;
/** Seller: for sale; Rent: for rent by the hour (Machinery only). */
export const PRODUCT_TYPES = ['Seller', 'Rent'] as const;
export const DISCOUNT_TYPES = ['Fixed', 'Percentage'] as const;
/** Inclusive: the price already holds the tax; Exclusive: the tax is added to it. */
export const TAX_TYPES = ['Inclusive', 'Exclusive'] as const;

export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export type TaxType = (typeof TAX_TYPES)[number];

/** What a product is when its body (or a new form) leaves these out: for sale, a Fixed discount, the tax added. */
export const PRODUCT_DEFAULTS = { type: 'Seller', discount_type: 'Fixed', tax_type: 'Exclusive' } as const satisfies {
  type: ProductType;
  discount_type: DiscountType;
  tax_type: TaxType;
};

/** At most this many pictures per product. */
export const MAX_PRODUCT_IMAGES = 10;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Name is required',
  rentOnlyMachinery: 'Only products of the Machinery category can be offered for rent.',
  percentCap: 'A percentage discount may not be greater than 100.',
  fixedCap: 'A fixed discount may not be greater than the price.',
  subCategoryMismatch: 'The selected sub category does not belong to the selected category.',
  price: 'The price must be a number of 0 or more.',
  discount: 'The discount must be a number of 0 or more.',
  quantity: 'The quantity must be a whole number of 0 or more.',
  duration: 'The duration must be a whole number of 0 or more hours.',
  tooLarge: 'The amount is too large.',
  decimals: 'Use at most two decimals.',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
} as const;

const PERCENT_CAP = 100;
/** What numeric(12,2) holds. */
const MAX_AMOUNT = 9_999_999_999.99;
const required = USER_MESSAGES.required;

/** A number of the field: blank is "required"; text that is no number, and a number out of range, get `message`. */
const number = (message: string) => z.number({ error: (issue) => (issue.input === undefined ? required : message) });
// A number typed with spaces around it is that number; only spaces is blank.
const read = <S extends z.ZodType>(rule: S) => z.preprocess((v) => blank(typeof v === 'string' ? v.trim() : v), fromText(rule));

const inPaise = (rupees: number) => Math.round(rupees * 100);
const money = (message: string) =>
  read(number(message).min(0, message).max(MAX_AMOUNT, PRODUCT_MESSAGES.tooLarge)).refine(
    // Read off the number's shortest text, which is the decimal sent: n * 100 drifts past any
    // fixed tolerance at crores of rupees.
    (n) => /^-?\d+(\.\d{1,2})?$/.test(String(n)),
    PRODUCT_MESSAGES.decimals,
  );
const whole = (message: string, max: number) => read(number(message).int(message).min(0, message).max(max, message));
const between = (min: number, max: number, message: string) => read(number(message).min(min, message).max(max, message));

/** Each number field's rule, from text (a form, multipart) or a number (JSON). */
export const PRODUCT_NUMBERS = {
  unit_price: money(PRODUCT_MESSAGES.price),
  discount: money(PRODUCT_MESSAGES.discount),
  quantity: whole(PRODUCT_MESSAGES.quantity, 1_000_000_000),
  duration: whole(PRODUCT_MESSAGES.duration, 100_000),
  latitude: between(-90, 90, PRODUCT_MESSAGES.latitude),
  longitude: between(-180, 180, PRODUCT_MESSAGES.longitude),
};

/**
 * What is wrong with a discount against the price, if anything: a Percentage above 100, or a Fixed
 * one above the price (equal is allowed: the product is then given away at 0). Compared in paise.
 */
const discountCapError = (discountType: DiscountType, discount: number, unitPrice: number) => {
  if (discountType === 'Percentage') return discount > PERCENT_CAP ? PRODUCT_MESSAGES.percentCap : undefined;
  return inPaise(discount) > inPaise(unitPrice) ? PRODUCT_MESSAGES.fixedCap : undefined;
};

const choice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `The ${name} must be ${listOf(values)}.` });
const requiredId = (name: string) => z.preprocess(blank, referenceOf(name, required));
const optionalId = (name: string) => z.preprocess(blank, idOf(name).optional());
/** A blank or left out optional number takes its default (a default the API document shows as optional). */
const orDefault = (fallback: number, rule: z.ZodType<number, unknown>) => z.preprocess(blank, rule.default(fallback));
/** The discount is judged against the price once both and the discount type are valid, whatever else is wrong. */
const amountsValid = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => !issue.path?.length || ['discount', 'discount_type', 'unit_price'].includes(String(issue.path[0])));

/** Each field of product-create and product-update. */
export const PRODUCT_FIELDS = {
  user_id: optionalId('user id'),
  store_id: optionalId('store id'),
  name: oneLineText(z.string({ error: PRODUCT_MESSAGES.nameRequired }).trim().min(1, PRODUCT_MESSAGES.nameRequired).max(200, tooLong(200))),
  category_id: requiredId('category id'),
  sub_category_id: requiredId('sub category id'),
  description: z.preprocess(blank, multiLineText(text().max(5000, tooLong(5000))).default('')),
  type: z.preprocess(blank, choice('type', PRODUCT_TYPES).default(PRODUCT_DEFAULTS.type)),
  discount_type: z.preprocess(blank, choice('discount type', DISCOUNT_TYPES).default(PRODUCT_DEFAULTS.discount_type)),
  discount: orDefault(0, PRODUCT_NUMBERS.discount),
  tax_type: z.preprocess(blank, choice('tax type', TAX_TYPES).default(PRODUCT_DEFAULTS.tax_type)),
  tax_id: optionalId('tax id'),
  status: choiceOf(PRODUCT_STATUSES, required, `The status must be ${listOf(PRODUCT_STATUSES)}.`),
  comment: z.preprocess(blank, multiLineText(text().max(2000, tooLong(2000))).default('')),
  quantity: orDefault(1, PRODUCT_NUMBERS.quantity),
  unit_price: PRODUCT_NUMBERS.unit_price,
  duration: orDefault(0, PRODUCT_NUMBERS.duration),
  unit_id: requiredId('unit id'),
  latitude: PRODUCT_NUMBERS.latitude,
  longitude: PRODUCT_NUMBERS.longitude,
};

/** A product's fields, with the discount capped by its type and the price. */
export const productBody = z.object(PRODUCT_FIELDS).superRefine(
  (p, ctx) => {
    const message = discountCapError(p.discount_type, p.discount, p.unit_price);
    if (message) ctx.addIssue({ code: 'custom', path: ['discount'], message });
  },
  { when: amountsValid },
);
export type ProductInput = z.infer<typeof productBody>;

const productId = idOf('id');
/** The two names a call may give a product by (the legacy client sent either), each refused in its own words. */
export const PRODUCT_ID_FIELDS = { id: productId, product_id: idOf('product id') };
export const productIdBody = z.object({ id: productId });
export const productStatusBody = z.object({ product_id: PRODUCT_ID_FIELDS.product_id, status: choice('status', PRODUCT_STATUSES) });
/** product-update's pictures to remove, by id: one id or a list. */
export const deleteImagesField = z.preprocess(
  (v) => (v === undefined ? v : v === '' ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(z.uuid({ error: 'Each image to delete must be a valid id.' }))
    .max(50)
    .default([]),
);
/** product-update names the product by `product_id` (or `id`) beside its fields and the pictures it removes. */
export const productUpdateBody = productBody.safeExtend({
  product_id: PRODUCT_ID_FIELDS.product_id.optional(),
  id: productId.optional(),
  delete_images: deleteImagesField,
  updated_at: versionField,
});

/** The list's filters (paging and search are every list's, server/db/paging.ts). */
const listFilters = z.object({
  category_id: optionalIdFilter('category id'),
  sub_category_id: optionalIdFilter('sub category id'),
  user_id: optionalIdFilter('user id'),
});

export const product = defineResource({
  name: 'product',
  resource: 'products',
  subject: 'product',
  table: 'products',
  scope: 'owner',
  listBody: listFilters,
  // Newest first, always: the list takes no other order.
  sort: ['created_at'],
  search: ['name', 'description', 'slug'],
  exportColumns: [
    { header: 'Name', field: 'name' },
    { header: 'Category', field: 'category' },
    { header: 'Sub Category', field: 'sub_category' },
    { header: 'Type', field: 'type' },
    { header: 'Quantity', field: 'quantity' },
    { header: 'Unit', field: 'unit' },
    { header: 'Unit Price', field: 'unit_price' },
    { header: 'Discounted Price', field: 'discount_unit_price' },
    { header: 'Tax Amount', field: 'tax_amount' },
    { header: 'Status', field: 'status' },
    { header: 'Owner', field: 'owner' },
    { header: 'Created At', field: 'created_at' },
  ],
  bodies: {
    create: productBody,
    update: productUpdateBody,
    one: productIdBody,
    status: productStatusBody,
    delete: productIdBody,
    dropdown: listFilters.pick({ category_id: true, sub_category_id: true }),
  },
  messages: {
    list: 'Products retrieved successfully.',
    one: 'Product retrieved successfully.',
    created: 'Product created successfully.',
    updated: 'Product updated successfully.',
    status: 'Product status updated successfully',
    deleted: 'Product deleted successfully.',
    notFound: 'Product not found.',
  },
});

/** The replies' messages. */
export const PRODUCT_REPLIES = product.messages;

/**
 * A product file's columns, headed as the product export heads them: an exported file imports
 * back. A row updates the owner's product of the same name; staff name the owner by id, phone or
 * e-mail, alone or as the export writes it (`Name <e-mail>`), and a seller's rows are its own.
 */
export const PRODUCT_IMPORT = {
  resource: 'products',
  subject: 'product',
  columns: [
    { header: 'Name', field: 'name', required: true },
    { header: 'Category', field: 'category_id', required: true, reference: 'category' },
    { header: 'Sub Category', field: 'sub_category_id', required: true, reference: 'sub-category', within: 'category_id' },
    { header: 'Type', field: 'type', required: false, choices: PRODUCT_TYPES },
    { header: 'Quantity', field: 'quantity', required: false },
    { header: 'Unit', field: 'unit_id', required: true, reference: 'unit' },
    { header: 'Unit Price', field: 'unit_price', required: true },
    { header: 'Discount Type', field: 'discount_type', required: false, choices: DISCOUNT_TYPES },
    { header: 'Discount', field: 'discount', required: false },
    { header: 'Tax Type', field: 'tax_type', required: false, choices: TAX_TYPES },
    { header: 'Tax', field: 'tax_id', required: false, reference: 'tax' },
    { header: 'Duration', field: 'duration', required: false },
    { header: 'Status', field: 'status', required: true, choices: PRODUCT_STATUSES },
    { header: 'Description', field: 'description', required: false },
    { header: 'Comment', field: 'comment', required: false },
    { header: 'Latitude', field: 'latitude', required: true },
    { header: 'Longitude', field: 'longitude', required: true },
    // Blank, as left out, the owner is the caller, whose product a line names: it empties nothing.
    { header: 'Owner', field: 'user_id', required: false, reference: 'seller', blankKeeps: true },
  ],
  key: ['user_id', 'name'],
} as const satisfies ImportDeclarationOf<keyof typeof PRODUCT_FIELDS>;

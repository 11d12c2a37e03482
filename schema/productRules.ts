// The product's messages and number rules: the server checks bodies with them
// (server/resources/products/validation.ts) and the admin's form runs the same rules on what was typed.
import { z } from 'zod';
import { fromText } from './number';
import { USER_MESSAGES } from './userMessages';

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

/** Largest Percentage discount. */
export const PERCENT_CAP = 100;
/** What numeric(12,2) holds. */
export const MAX_AMOUNT = 9_999_999_999.99;

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** A number of the field: blank is "required"; text that is no number, and a number out of range, get `message`. */
const number = (message: string) => z.number({ error: (issue) => (issue.input === undefined ? USER_MESSAGES.required : message) });
const read = <S extends z.ZodType>(rule: S) => z.preprocess(blank, fromText(rule));

const inPaise = (rupees: number) => Math.round(rupees * 100);
const money = (message: string) =>
  read(number(message).min(0, message).max(MAX_AMOUNT, PRODUCT_MESSAGES.tooLarge)).refine(
    (n) => Math.abs(n * 100 - inPaise(n)) < 1e-6,
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
export const discountCapError = (discountType: string | undefined, discount: number, unitPrice: number | undefined) => {
  if (discountType === 'Percentage') return discount > PERCENT_CAP ? PRODUCT_MESSAGES.percentCap : undefined;
  return unitPrice !== undefined && inPaise(discount) > inPaise(unitPrice) ? PRODUCT_MESSAGES.fixedCap : undefined;
};

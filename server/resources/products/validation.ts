import { z } from 'zod';
import { fromText } from '../../../schema/number';
import { multiLineText, oneLineText } from '../../../schema/text';
import { USER_MESSAGES } from '../users/validation';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const required = USER_MESSAGES.required;
const id = (message = required) => z.preprocess(blank, z.uuid({ error: message }));
const optionalId = z.preprocess(blank, z.uuid({ error: 'The id must be a valid id.' }).optional());
const money = (message: string) =>
  z.preprocess(blank, fromText(z.number({ error: message }).min(0, message).max(9_999_999_999.99, 'The amount is too large.')))
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use at most two decimals.');
const whole = (message: string, max = 1_000_000_000) =>
  z.preprocess(blank, fromText(z.number({ error: message }).int(message).min(0, message).max(max, message)));

export const PRODUCT_MESSAGES = {
  nameRequired: 'Name is required',
  rentOnlyMachinery: 'Only products of the Machinery category can be offered for rent.',
  percentCap: 'A percentage discount may not be greater than 100.',
  subCategoryMismatch: 'The selected sub category does not belong to the selected category.',
} as const;

export const productBody = z
  .object({
    user_id: optionalId,
    store_id: optionalId,
    name: oneLineText(z.string({ error: PRODUCT_MESSAGES.nameRequired }).trim().min(1, PRODUCT_MESSAGES.nameRequired).max(200, 'This field may not be greater than 200 characters.')),
    category_id: id(),
    sub_category_id: id(),
    description: z.preprocess(blank, multiLineText(z.string().max(5000)).default('')),
    type: z.preprocess(blank, z.enum(['Seller', 'Rent'], { error: 'The type must be Seller or Rent.' }).default('Seller')),
    discount_type: z.preprocess(blank, z.enum(['Fixed', 'Percentage'], { error: 'The discount type must be Fixed or Percentage.' }).default('Fixed')),
    discount: z.preprocess((v) => blank(v) ?? 0, money('The discount must be a number of 0 or more.')),
    tax_type: z.preprocess(blank, z.enum(['Inclusive', 'Exclusive'], { error: 'The tax type must be Inclusive or Exclusive.' }).default('Exclusive')),
    tax_id: optionalId,
    status: z.enum(['Active', 'In-Active'], { error: required }),
    comment: z.preprocess(blank, multiLineText(z.string().max(2000)).default('')),
    quantity: z.preprocess((v) => blank(v) ?? 1, whole('The quantity must be a whole number of 0 or more.')),
    unit_price: money(required),
    duration: z.preprocess((v) => blank(v) ?? 0, whole('The duration must be a whole number of hours.', 100_000)),
    unit_id: id(),
    latitude: z.preprocess(blank, fromText(z.number({ error: required }).min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90'))),
    longitude: z.preprocess(blank, fromText(z.number({ error: required }).min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180'))),
  })
  .refine((p) => p.discount_type === 'Fixed' || p.discount <= 100, { path: ['discount'], message: PRODUCT_MESSAGES.percentCap });

export type ProductInput = z.infer<typeof productBody>;

export const productIdBody = z.object({ id: z.uuid({ error: 'The id must be a valid id.' }) });
export const productStatusBody = z.object({
  product_id: z.uuid({ error: 'The product id must be a valid id.' }),
  status: z.enum(['Active', 'In-Active'], { error: 'The status must be Active or In-Active.' }),
});
export const deleteImagesField = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.uuid({ error: 'Each image to delete must be a valid id.' })).max(50),
);

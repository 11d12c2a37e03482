import { z } from 'zod';
import { discountCapError, PRODUCT_MESSAGES, PRODUCT_NUMBERS } from '../../../schema/productRules';
import { multiLineText, oneLineText } from '../../../schema/text';
import { USER_MESSAGES } from '../users/validation';

export { PRODUCT_MESSAGES };

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const required = USER_MESSAGES.required;
const id = (message = required) => z.preprocess(blank, z.uuid({ error: message }));
const optionalId = z.preprocess(blank, z.uuid({ error: 'The id must be a valid id.' }).optional());
/** A blank optional number takes its default. */
const orDefault = <S extends z.ZodType>(fallback: number, rule: S) => z.preprocess((v) => blank(v) ?? fallback, rule);
/** The discount is judged against the price once both and the discount type are valid, whatever else is wrong. */
const amountsValid = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => !issue.path?.length || ['discount', 'discount_type', 'unit_price'].includes(String(issue.path[0])));

export const productBody = z
  .object({
    user_id: optionalId,
    store_id: optionalId,
    name: oneLineText(
      z
        .string({ error: PRODUCT_MESSAGES.nameRequired })
        .trim()
        .min(1, PRODUCT_MESSAGES.nameRequired)
        .max(200, 'This field may not be greater than 200 characters.'),
    ),
    category_id: id(),
    sub_category_id: id(),
    description: z.preprocess(blank, multiLineText(z.string().max(5000)).default('')),
    type: z.preprocess(blank, z.enum(['Seller', 'Rent'], { error: 'The type must be Seller or Rent.' }).default('Seller')),
    discount_type: z.preprocess(
      blank,
      z.enum(['Fixed', 'Percentage'], { error: 'The discount type must be Fixed or Percentage.' }).default('Fixed'),
    ),
    discount: orDefault(0, PRODUCT_NUMBERS.discount),
    tax_type: z.preprocess(
      blank,
      z.enum(['Inclusive', 'Exclusive'], { error: 'The tax type must be Inclusive or Exclusive.' }).default('Exclusive'),
    ),
    tax_id: optionalId,
    status: z.enum(['Active', 'In-Active'], { error: required }),
    comment: z.preprocess(blank, multiLineText(z.string().max(2000)).default('')),
    quantity: orDefault(1, PRODUCT_NUMBERS.quantity),
    unit_price: PRODUCT_NUMBERS.unit_price,
    duration: orDefault(0, PRODUCT_NUMBERS.duration),
    unit_id: id(),
    latitude: PRODUCT_NUMBERS.latitude,
    longitude: PRODUCT_NUMBERS.longitude,
  })
  .superRefine(
    (p, ctx) => {
      const message = discountCapError(p.discount_type, p.discount, p.unit_price);
      if (message) ctx.addIssue({ code: 'custom', path: ['discount'], message });
    },
    { when: amountsValid },
  );

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

// Spec 5 "Product" with the server's messages (server/resources/products/validation.ts).
import type { Validator } from 'react-admin';
import { multiLineValue, oneLineValue, requiredValue, USER_MESSAGES } from '../users/userRules';

export const PRODUCT_MESSAGES = {
  required: USER_MESSAGES.required,
  nameRequired: USER_MESSAGES.nameRequired,
  percentCap: 'A percentage discount may not be greater than 100.',
} as const;

/** Largest Percentage discount (spec 4). */
export const PERCENT_CAP = 100;

const percentCap: Validator = (value, values) =>
  (values as { discount_type?: string })?.discount_type === 'Percentage' && Number(value) > PERCENT_CAP
    ? PRODUCT_MESSAGES.percentCap
    : undefined;

export const productRules = {
  name: [requiredValue(PRODUCT_MESSAGES.nameRequired), oneLineValue],
  description: [multiLineValue],
  comment: [multiLineValue],
  category_id: [requiredValue()],
  sub_category_id: [requiredValue()],
  unit_price: [requiredValue()],
  status: [requiredValue()],
  unit_id: [requiredValue()],
  latitude: [requiredValue()],
  longitude: [requiredValue()],
  discount: [percentCap],
};

/** The category whose products may be offered for rent (spec 4). */
export const isMachinery = (categoryName: string | undefined | null) => categoryName?.trim().toLowerCase() === 'machinery';

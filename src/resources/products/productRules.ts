// The server's own number rules and messages (schema/productRules.ts), run on
// what was typed, so the form refuses what the server would and says it the same way.
import type { Validator } from 'react-admin';
import type { z } from 'zod';
import { discountCapError, PRODUCT_MESSAGES, PRODUCT_NUMBERS } from '../../../schema/productRules';
import { isBlank, multiLineValue, oneLineValue, requiredValue } from '../users/userRules';

export { PRODUCT_MESSAGES };

const numberOf = (rule: z.ZodType, value: unknown) => {
  const result = rule.safeParse(value);
  return result.success ? (result.data as number) : undefined;
};

/** The field's shared rule; a blank value is left to requiredValue or the server's default. */
const numberValue =
  (rule: z.ZodType): Validator =>
  (value) => {
    if (isBlank(value)) return undefined;
    const result = rule.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

/** At most 100 (Percentage) or the price (Fixed); a discount or price that is no number has its own message. */
const discountCap: Validator = (value, values) => {
  const { discount_type, unit_price } = (values ?? {}) as { discount_type?: string; unit_price?: unknown };
  const discount = numberOf(PRODUCT_NUMBERS.discount, isBlank(value) ? 0 : value);
  return discount === undefined ? undefined : discountCapError(discount_type, discount, numberOf(PRODUCT_NUMBERS.unit_price, unit_price));
};

export const productRules = {
  name: [requiredValue(PRODUCT_MESSAGES.nameRequired), oneLineValue],
  description: [multiLineValue],
  comment: [multiLineValue],
  category_id: [requiredValue()],
  sub_category_id: [requiredValue()],
  quantity: [numberValue(PRODUCT_NUMBERS.quantity)],
  unit_price: [requiredValue(), numberValue(PRODUCT_NUMBERS.unit_price)],
  duration: [numberValue(PRODUCT_NUMBERS.duration)],
  status: [requiredValue()],
  unit_id: [requiredValue()],
  latitude: [requiredValue(), numberValue(PRODUCT_NUMBERS.latitude)],
  longitude: [requiredValue(), numberValue(PRODUCT_NUMBERS.longitude)],
  discount: [numberValue(PRODUCT_NUMBERS.discount), discountCap],
};

/** The category whose products may be offered for rent. */
export const isMachinery = (categoryName: string | undefined | null) => categoryName?.trim().toLowerCase() === 'machinery';

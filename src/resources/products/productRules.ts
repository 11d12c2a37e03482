// The form's validators: the declared rules of schema/product.ts, run on what was typed, so the
// form refuses what the server would and says it the same way.
import { PRODUCT_FIELDS, productBody } from '../../../schema/product';
import { fieldRule, objectRule } from '../../common/schemaRules';

const required = (field: keyof typeof PRODUCT_FIELDS) => [fieldRule(PRODUCT_FIELDS[field], { required: true })];
const optional = (field: keyof typeof PRODUCT_FIELDS) => [fieldRule(PRODUCT_FIELDS[field])];

export const productRules = {
  name: required('name'),
  description: optional('description'),
  comment: optional('comment'),
  category_id: required('category_id'),
  sub_category_id: required('sub_category_id'),
  quantity: optional('quantity'),
  unit_price: required('unit_price'),
  duration: optional('duration'),
  status: required('status'),
  unit_id: required('unit_id'),
  latitude: required('latitude'),
  longitude: required('longitude'),
  // The discount's own rule and its cap against the discount type and the price, as the server judges them.
  discount: [objectRule(productBody, 'discount')],
};

/** The category whose products may be offered for rent. */
export const isMachinery = (categoryName: string | undefined | null) => categoryName?.trim().toLowerCase() === 'machinery';

// Between a product record, the form's values and the payload of product-create / product-update.
import { PRODUCT_DEFAULTS } from '../../../schema/product';
import type { ChosenImage } from '../../common/images';
import type { DiscountType, ProductImage, ProductRecord, ProductStatus, ProductType, TaxType } from './productTypes';

export type { ChosenImage };

export interface ProductFormValues {
  /** The owner staff choose; blank keeps the product's owner (or, new, makes it the caller's). */
  user_id: string;
  name: string;
  category_id: string;
  sub_category_id: string;
  type: ProductType;
  tax_type: TaxType;
  tax_id: string;
  description: string;
  quantity: string;
  unit_price: string;
  duration: string;
  unit_id: string;
  discount_type: DiscountType;
  discount: string;
  status: ProductStatus | '';
  latitude: string;
  longitude: string;
  comment: string;
  /** Images the product has; removing one moves its id to delete_images. */
  existing_images: ProductImage[];
  delete_images: string[];
  new_images: ChosenImage[];
}

export const emptyProductValues = (owner = ''): ProductFormValues => ({
  user_id: owner,
  name: '',
  category_id: '',
  sub_category_id: '',
  type: PRODUCT_DEFAULTS.type,
  tax_type: PRODUCT_DEFAULTS.tax_type,
  tax_id: '',
  description: '',
  quantity: '',
  unit_price: '',
  duration: '',
  unit_id: '',
  discount_type: PRODUCT_DEFAULTS.discount_type,
  discount: '0',
  status: 'Active',
  latitude: '',
  longitude: '',
  comment: '',
  existing_images: [],
  delete_images: [],
  new_images: [],
});

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const productToFormValues = (p: ProductRecord): ProductFormValues => ({
  user_id: text(p.user_id),
  name: p.name ?? '',
  category_id: text(p.category_id),
  sub_category_id: text(p.sub_category_id),
  type: p.type ?? PRODUCT_DEFAULTS.type,
  tax_type: p.tax_type ?? PRODUCT_DEFAULTS.tax_type,
  tax_id: text(p.tax_id),
  description: text(p.description),
  quantity: text(p.quantity),
  unit_price: text(p.unit_price),
  duration: text(p.duration ?? 0),
  unit_id: text(p.unit_id),
  discount_type: p.discount_type ?? PRODUCT_DEFAULTS.discount_type,
  discount: text(p.discount ?? 0),
  status: p.status ?? 'Active',
  latitude: text(p.latitude),
  longitude: text(p.longitude),
  comment: text(p.comment),
  existing_images: p.product_images ?? [],
  delete_images: [],
  new_images: [],
});

/**
 * The body of product-create / product-update: new files as product_images[i][image_file],
 * removed images as delete_images.
 */
export const toProductPayload = (v: ProductFormValues): Record<string, unknown> => ({
  ...(v.user_id ? { user_id: v.user_id } : {}),
  name: v.name.trim(),
  category_id: v.category_id,
  sub_category_id: v.sub_category_id,
  type: v.type,
  tax_type: v.tax_type,
  tax_id: v.tax_id,
  description: v.description,
  quantity: v.quantity,
  unit_price: v.unit_price,
  duration: v.type === 'Rent' ? v.duration || '0' : '0',
  unit_id: v.unit_id,
  discount_type: v.discount_type,
  discount: v.discount || '0',
  status: v.status,
  latitude: v.latitude,
  longitude: v.longitude,
  comment: v.comment,
  ...(v.new_images.length ? { product_images: v.new_images.map((image) => ({ image_file: image })) } : {}),
  ...(v.delete_images.length ? { delete_images: v.delete_images } : {}),
});

import type { RaRecord } from 'react-admin';
import type { DiscountType, ProductStatus, ProductType, TaxType } from '../../../schema/product';

export type { DiscountType, ProductStatus, ProductType, TaxType };

export interface ProductImage {
  id: string;
  product_id?: string;
  user_id?: string;
  image_url: string;
}

/** A row of /api/product-list and /api/single-product-info (docs/api.md "Products"). */
export interface ProductRecord extends RaRecord {
  user_id: string;
  name: string;
  category_id: string;
  sub_category_id: string;
  category?: { id?: string; name: string; category_url?: string | null } | null;
  sub_category?: { id?: string; name: string; sub_category_url?: string | null } | null;
  description?: string | null;
  type: ProductType;
  discount_type: DiscountType;
  discount: number;
  tax_type: TaxType;
  tax_id?: string | null;
  status: ProductStatus;
  comment?: string | null;
  quantity: number;
  unit_price: number;
  discount_unit_price: number;
  tax_amount: number;
  duration: number;
  unit_id: string;
  unit?: { name: string; short_name?: string } | null;
  latitude: number;
  longitude: number;
  product_images?: ProductImage[];
  user?: {
    uuid: string;
    name: string;
    image_url?: string | null;
    email?: string | null;
    phone_code?: string | null;
    phone?: string | null;
    account_type?: string | null;
  } | null;
}

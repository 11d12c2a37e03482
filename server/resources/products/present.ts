import type { ProductRow } from './queries';

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** A product as the API replies with it: money as numbers in rupees, its relations as objects. */
export function presented(p: ProductRow) {
  return {
    id: p.id,
    user_id: p.user_id,
    store_id: p.store_id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    category_id: p.category_id,
    sub_category_id: p.sub_category_id,
    type: p.type,
    discount_type: p.discount_type,
    discount: num(p.discount),
    tax_type: p.tax_type,
    tax_id: p.tax_id,
    status: p.status,
    comment: p.comment,
    quantity: p.quantity,
    unit_price: num(p.unit_price),
    discount_unit_price: num(p.discount_unit_price),
    tax_amount: num(p.tax_amount),
    duration: p.duration,
    unit_id: p.unit_id,
    latitude: num(p.latitude),
    longitude: num(p.longitude),
    created_at: p.created_at,
    updated_at: p.updated_at,
    category: { id: p.category_id, name: p.category_name, category_url: p.category_url },
    sub_category: { id: p.sub_category_id, name: p.sub_category_name, sub_category_url: p.sub_category_url },
    unit: { id: p.unit_id, name: p.unit_name, short_name: p.unit_short_name },
    tax: p.tax_id ? { id: p.tax_id, tax_name: p.tax_name, tax_percentage: num(p.tax_percentage) } : null,
    user: {
      uuid: p.user_id,
      name: p.user_name,
      image_url: p.user_image_url,
      email: p.user_email,
      phone_code: p.user_phone_code,
      phone: p.user_phone,
      account_type: p.user_account_type,
    },
    product_images: p.product_images,
  };
}

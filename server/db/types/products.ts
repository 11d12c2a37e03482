import type { Generated, GeneratedAlways } from 'kysely';
import type { CreatedAt, Numeric, Status, Timestamps } from './common';

// What accounts offer: products with their images, bookmarks and reviews; labour with its days.

export interface ProductsTable extends Timestamps {
  id: Generated<string>;
  user_id: string;
  store_id: string | null;
  name: string;
  slug: string;
  description: string;
  category_id: string;
  sub_category_id: string;
  type: 'Seller' | 'Rent';
  discount_type: 'Fixed' | 'Percentage';
  discount: Numeric;
  tax_type: 'Inclusive' | 'Exclusive';
  tax_id: string | null;
  status: Status;
  comment: string;
  quantity: number;
  unit_price: Numeric;
  discount_unit_price: Numeric;
  tax_amount: Numeric;
  duration: number;
  unit_id: string;
  latitude: Numeric;
  longitude: Numeric;
  /** Name, description and slug, lowered, kept by the database for search (migration 0012). */
  search_text: GeneratedAlways<string>;
  /** Its own fields as a reply has them, JSON text, kept by the database (migration 0044). */
  reply_json: GeneratedAlways<string>;
  /** Its pictures as a reply has them, oldest first, JSON text, kept by the database (migration 0044). */
  images_json: GeneratedAlways<string>;
}

/**
 * An owner's, category's, sub-category's, unit's or tax's object as a product's reply shows it,
 * JSON text under its table's name, kept by the database (migration 0051).
 */
export interface EmbeddedJsonTable {
  source: string;
  id: string;
  json: string;
}

export interface ProductImagesTable {
  id: Generated<string>;
  product_id: string;
  user_id: string;
  image_url: string;
  created_at: CreatedAt;
}

export interface ProductBookmarksTable {
  id: Generated<string>;
  is_bookmark: Generated<boolean>;
  user_id: string;
  product_id: string;
  created_at: CreatedAt;
  /** Set by a trigger (migration 0015). */
  search_text: Generated<string>;
}

export interface ReviewsTable {
  id: Generated<string>;
  user_id: string;
  product_id: string;
  rating: Numeric;
  review: string;
  created_at: CreatedAt;
  /** Set by a trigger (migration 0015). */
  search_text: Generated<string>;
}

export interface LaboursTable extends Timestamps {
  id: Generated<string>;
  user_id: string;
  labor_name: string;
  work_title: string;
  phone: string;
  status: Generated<Status>;
  description: Generated<string>;
  image_url: string | null;
}

export interface LabourImagesTable {
  id: Generated<string>;
  labour_id: string;
  image_url: string;
  created_at: CreatedAt;
}

export interface LabourDayWorkingsTable {
  id: Generated<string>;
  labour_id: string;
  day_number: number;
  day_name: string;
  start_time: string;
  end_time: string;
  break_minute: number;
  working_minutes: number;
  per_hour_amount: number;
  day_amount: number;
  created_at: CreatedAt;
}

import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type { AuditAction } from '../../schema/audit';
import type { AccountType } from '../../schema/permissions';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type Status = 'Active' | 'In-Active';
export type Gender = 'Male' | 'Female' | 'Other';
export type IsType = 'Buyer' | 'Seller' | 'Labor';

export interface RolesTable {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
}

export interface PermissionsTable {
  id: Generated<string>;
  name: string;
  subject: string;
  action: string;
  created_at: CreatedAt;
}

export interface RolePermissionsTable {
  role_id: string;
  permission_id: string;
}

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string | null;
  gender: Generated<Gender>;
  account_type: Generated<AccountType>;
  phone_code: Generated<string>;
  phone: string;
  secondary_number: string | null;
  date_of_birth: string | null;
  status: Generated<Status>;
  is_type: Generated<IsType>;
  is_buyer: Generated<boolean>;
  is_seller: Generated<boolean>;
  is_labor: Generated<boolean>;
  image_url: string | null;
  password_hash: string;
  role_id: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
}

export interface AccessTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface AttemptCountersTable {
  key: string;
  attempts: number;
  window_ends: Date;
}

type YesNo = 'yes' | 'no';
type Timestamps = { created_at: CreatedAt; updated_at: UpdatedAt };
// numeric columns arrive as strings from both drivers; inserts take numbers.
type Numeric = ColumnType<string, number | string, number | string>;

export interface CategoriesTable extends Timestamps {
  id: Generated<string>;
  name: string;
  description: string;
  category_type: Generated<YesNo>;
  category_url: string | null;
}

export interface SubCategoriesTable extends Timestamps {
  id: Generated<string>;
  category_id: string;
  name: string;
  description: string;
  sub_category_type: Generated<YesNo>;
  sub_category_url: string | null;
}

export interface CountriesTable extends Timestamps {
  id: Generated<string>;
  name: string;
  iso3: string;
  iso2: string;
  numeric_code: string;
  phone_code: string;
  capital: string;
  currency: string;
  currency_name: string;
  currency_symbol: string;
  region: string;
  nationality: string;
  timezones: string;
  latitude: Numeric;
  longitude: Numeric;
  emoji: string;
  emojiU: string;
  country_type: Generated<YesNo>;
}

export interface StatesTable extends Timestamps {
  id: Generated<string>;
  country_id: string;
  name: string;
  state_code: string;
  type: 'state' | 'Union territory';
  latitude: Numeric;
  longitude: Numeric;
  state_type: Generated<YesNo>;
}

export interface CitiesTable extends Timestamps {
  id: Generated<string>;
  country_id: string;
  state_id: string;
  name: string;
  latitude: Numeric;
  longitude: Numeric;
  city_type: Generated<YesNo>;
}

export interface UnitsTable extends Timestamps {
  id: Generated<string>;
  name: string;
  short_name: string;
}

export interface TaxesTable extends Timestamps {
  id: Generated<string>;
  tax_name: string;
  tax_percentage: Numeric;
  description: string;
}

export interface UserAddressesTable extends Timestamps {
  id: Generated<string>;
  user_id: string;
  country_id: string;
  state_id: string;
  city_id: string | null;
  district: Generated<string>;
  pin_code: string;
  home_no: Generated<string>;
  full_address: Generated<string>;
}

export interface PincodesTable {
  id: Generated<number>;
  pin: string;
  office_name: string;
  district: string;
  state_code: string;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

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

export type OrderStatus = 'Pending' | 'Progress' | 'Delivered' | 'Completed' | 'Cancel';
export type PaymentStatus = 'Pending' | 'Paid' | 'Failed';

export interface OrdersTable extends Timestamps {
  id: Generated<string>;
  slug: string;
  user_id: string | null;
  customer_name: string;
  status: Generated<OrderStatus>;
  payment_type: Generated<string>;
  payment_status: Generated<PaymentStatus>;
  total_amount: Numeric;
  /** Number and customer's name, lowered, kept by the database for search (migration 0017). */
  search_text: GeneratedAlways<string>;
}

export interface OrderItemsTable {
  id: Generated<string>;
  order_id: string;
  product_id: string | null;
  seller_id: string | null;
  category_id: string | null;
  sub_category_id: string | null;
  product_name: string;
  quantity: number;
  unit_price: Numeric;
  discount_amount: Numeric;
  tax_type: 'Inclusive' | 'Exclusive';
  tax_percentage: Numeric;
  taxable_amount: Numeric;
  tax_amount: Numeric;
  total_price: Numeric;
}

export interface OrderStatusHistoryTable {
  id: Generated<string>;
  order_id: string;
  changed_by: string | null;
  from_status: string;
  to_status: string;
  from_payment_status: string;
  to_payment_status: string;
  created_at: CreatedAt;
}

export interface CountersTable {
  name: string;
  n: number;
  amount: Numeric;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  actor_id: string | null;
  resource: string;
  record_id: string;
  action: AuditAction;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
}

export interface DB {
  audit_log: AuditLogTable;
  counters: CountersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  labours: LaboursTable;
  labour_images: LabourImagesTable;
  labour_day_workings: LabourDayWorkingsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_bookmarks: ProductBookmarksTable;
  reviews: ReviewsTable;
  user_addresses: UserAddressesTable;
  pincodes: PincodesTable;
  password_resets: PasswordResetsTable;
  categories: CategoriesTable;
  sub_categories: SubCategoriesTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  units: UnitsTable;
  taxes: TaxesTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  attempt_counters: AttemptCountersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

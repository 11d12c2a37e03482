import type {
  AccessTokensTable,
  AttemptCountersTable,
  PasswordResetsTable,
  PermissionsTable,
  RolePermissionsTable,
  RolesTable,
  UserAddressesTable,
  UsersTable,
} from './types/accounts';
import type {
  CategoriesTable,
  CitiesTable,
  CountriesTable,
  PincodesTable,
  StatesTable,
  SubCategoriesTable,
  TaxesTable,
  UnitsTable,
} from './types/lookups';
import type {
  AuditLogTable,
  CountersTable,
  OrderDaysTable,
  OrderItemsTable,
  OrderStatusHistoryTable,
  OrdersTable,
  ReportVersionsTable,
  ReportVersionTotalsView,
  SalesDaysTable,
} from './types/orders';
import type {
  EmbeddedJsonTable,
  LabourDayWorkingsTable,
  LabourImagesTable,
  LaboursTable,
  ProductBookmarksTable,
  ProductImagesTable,
  ProductsTable,
  ReviewsTable,
} from './types/products';
import type { UploadFilesTable } from './types/uploads';
import type { SavedViewsTable } from './types/views';
import type { ImportRowsTable, ImportsTable } from './types/imports';
import type { LiveEventsPrunedTable, LiveEventsTable } from './types/live';

// The Kysely database interface; each area's tables are declared in server/db/types/*.ts.

export type { Gender, IsType, Status } from './types/common';
export type {
  RolesTable,
  PermissionsTable,
  RolePermissionsTable,
  UsersTable,
  AccessTokensTable,
  AttemptCountersTable,
  UserAddressesTable,
  PasswordResetsTable,
  NewUser,
  UserRow,
} from './types/accounts';
export type {
  CategoriesTable,
  SubCategoriesTable,
  CountriesTable,
  StatesTable,
  CitiesTable,
  UnitsTable,
  TaxesTable,
  PincodesTable,
} from './types/lookups';
export type {
  ProductsTable,
  ProductImagesTable,
  EmbeddedJsonTable,
  ProductBookmarksTable,
  ReviewsTable,
  LaboursTable,
  LabourImagesTable,
  LabourDayWorkingsTable,
} from './types/products';
export type {
  OrderStatus,
  PaymentStatus,
  OrdersTable,
  OrderItemsTable,
  OrderStatusHistoryTable,
  CountersTable,
  AuditLogTable,
} from './types/orders';
export type { SavedViewsTable } from './types/views';
export type { UploadFilesTable } from './types/uploads';
export type { ImportRowsTable, ImportsTable } from './types/imports';

export interface DB {
  audit_log: AuditLogTable;
  counters: CountersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_days: OrderDaysTable;
  sales_days: SalesDaysTable;
  report_versions: ReportVersionsTable;
  report_version_totals: ReportVersionTotalsView;
  order_status_history: OrderStatusHistoryTable;
  labours: LaboursTable;
  labour_images: LabourImagesTable;
  labour_day_workings: LabourDayWorkingsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  embedded_json: EmbeddedJsonTable;
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
  saved_views: SavedViewsTable;
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  live_events: LiveEventsTable;
  live_events_pruned: LiveEventsPrunedTable;
  upload_files: UploadFilesTable;
}

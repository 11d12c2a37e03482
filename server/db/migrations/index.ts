import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_auth';
import * as m0002 from './0002_lookups';
import * as m0003 from './0003_units_taxes';
import * as m0004 from './0004_users_addresses';
import * as m0005 from './0005_products';
import * as m0006 from './0006_labours';
import * as m0007 from './0007_orders';
import * as m0008 from './0008_counters';
import * as m0009 from './0009_product_slug_search';
import * as m0010 from './0010_audit_log';
import * as m0011 from './0011_prefix_lookups';
import * as m0012 from './0012_product_search_text';
import * as m0013 from './0013_product_name_search';
import * as m0014 from './0014_review_text_search';
import * as m0015 from './0015_feedback_search_text';
import * as m0016 from './0016_status_day_counters';
import * as m0017 from './0017_order_search_text';
import * as m0018 from './0018_auth_change_notices';
import * as m0019 from './0019_order_line_tax';
import * as m0020 from './0020_revenue_counters';
import * as m0021 from './0021_attempt_counters';
import * as m0022 from './0022_role_account_type';
import * as m0023 from './0023_account_approval';
import * as m0024 from './0024_users_by_name';
import * as m0025 from './0025_audit_log_record';
import * as m0026 from './0026_sales_rollups';
import * as m0028 from './0028_saved_views';
import * as m0029 from './0029_imports';
import * as m0030 from './0030_lookup_versions';
import * as m0031 from './0031_live_events';
import * as m0032 from './0032_upload_files';
import * as m0033 from './0033_feedback_counters';
import * as m0034 from './0034_covering_search';
import * as m0035 from './0035_version_slots';
import * as m0036 from './0036_version_totals';
import * as m0037 from './0037_month_counters';
import * as m0038 from './0038_ordered_counts';
import * as m0039 from './0039_gin_without_pending_list';
import * as m0040 from './0040_product_slug_prefix';
import * as m0041 from './0041_sales_count_of_writes';
import * as m0042 from './0042_counters_at_commit';
import * as m0043 from './0043_recount_after_pending';
import * as m0044 from './0044_product_reply_json';
import * as m0045 from './0045_picture_moved';
import * as m0046 from './0046_search_change_counts';
import * as m0047 from './0047_changes_counted_at_commit';
import * as m0048 from './0048_counts_of_this_database';
import * as m0049 from './0049_product_slug_function';
import * as m0050 from './0050_product_slug_past_other_bases';
import * as m0051 from './0051_embedded_json';
import * as m0052 from './0052_order_search_live_name';
import * as m0053 from './0053_role_names_any_case';
import * as m0054 from './0054_role_versions';
import * as m0055 from './0055_order_items_sub_category';
import * as m0056 from './0056_import_run_started';
import * as m0057 from './0057_live_events_tab';
import * as m0058 from './0058_is_type_follows_account';
import * as m0059 from './0059_phones_without_code';
import * as m0060 from './0060_import_unchanged';
import * as m0061 from './0061_line_sales_hold_orders';
import * as m0062 from './0062_order_line_moves_heard';
import * as m0063 from './0063_market_days';
import * as m0064 from './0064_dashboard_change_counts';
import * as m0065 from './0065_counters_recount_counted';
import * as m0066 from './0066_listing_moves_heard';
import * as m0067 from './0067_order_counters_last';
import * as m0068 from './0068_staff_only_grants_dropped';
import * as m0069 from './0069_import_row_claims';
import * as m0070 from './0070_country_iso3_unique';

// Ordered by name; a new migration is a new file here and a line below.
export const migrations: Record<string, Migration> = {
  '0001_auth': m0001,
  '0002_lookups': m0002,
  '0003_units_taxes': m0003,
  '0004_users_addresses': m0004,
  '0005_products': m0005,
  '0006_labours': m0006,
  '0007_orders': m0007,
  '0008_counters': m0008,
  '0009_product_slug_search': m0009,
  '0010_audit_log': m0010,
  '0011_prefix_lookups': m0011,
  '0012_product_search_text': m0012,
  '0013_product_name_search': m0013,
  '0014_review_text_search': m0014,
  '0015_feedback_search_text': m0015,
  '0016_status_day_counters': m0016,
  '0017_order_search_text': m0017,
  '0018_auth_change_notices': m0018,
  '0019_order_line_tax': m0019,
  '0020_revenue_counters': m0020,
  '0021_attempt_counters': m0021,
  '0022_role_account_type': m0022,
  '0023_account_approval': m0023,
  '0024_users_by_name': m0024,
  '0025_audit_log_record': m0025,
  '0026_sales_rollups': m0026,
  '0028_saved_views': m0028,
  '0029_imports': m0029,
  '0030_lookup_versions': m0030,
  '0031_live_events': m0031,
  '0032_upload_files': m0032,
  '0033_feedback_counters': m0033,
  '0034_covering_search': m0034,
  '0035_version_slots': m0035,
  '0036_version_totals': m0036,
  '0037_month_counters': m0037,
  '0038_ordered_counts': m0038,
  '0039_gin_without_pending_list': m0039,
  '0040_product_slug_prefix': m0040,
  '0041_sales_count_of_writes': m0041,
  '0042_counters_at_commit': m0042,
  '0043_recount_after_pending': m0043,
  '0044_product_reply_json': m0044,
  '0045_picture_moved': m0045,
  '0046_search_change_counts': m0046,
  '0047_changes_counted_at_commit': m0047,
  '0048_counts_of_this_database': m0048,
  '0049_product_slug_function': m0049,
  '0050_product_slug_past_other_bases': m0050,
  '0051_embedded_json': m0051,
  '0052_order_search_live_name': m0052,
  '0053_role_names_any_case': m0053,
  '0054_role_versions': m0054,
  '0055_order_items_sub_category': m0055,
  '0056_import_run_started': m0056,
  '0057_live_events_tab': m0057,
  '0058_is_type_follows_account': m0058,
  '0059_phones_without_code': m0059,
  '0060_import_unchanged': m0060,
  '0061_line_sales_hold_orders': m0061,
  '0062_order_line_moves_heard': m0062,
  '0063_market_days': m0063,
  '0064_dashboard_change_counts': m0064,
  '0065_counters_recount_counted': m0065,
  '0066_listing_moves_heard': m0066,
  '0067_order_counters_last': m0067,
  '0068_staff_only_grants_dropped': m0068,
  '0069_import_row_claims': m0069,
  '0070_country_iso3_unique': m0070,
};

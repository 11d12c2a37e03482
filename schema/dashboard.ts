import type { ApprovalStatus } from './approval';

// The dashboard's reply, declared once: the server builds it (server/resources/dashboard) and the
// admin reads it (src/dashboard).

/**
 * The reply of GET /api/dashboard (docs/api.md "Dashboard"). A figure of a list the caller may not
 * open is left out: the optional ones below.
 */
export interface DashboardData {
  users_count?: number;
  products_count?: number;
  orders_count?: number;
  labors_count?: number;
  /** Staff who may open the users: live accounts awaiting approval. */
  approvals_pending?: number;
  /** Everyone but staff: their own account's approval. */
  approval?: { approval_status: ApprovalStatus; approval_reason: string | null } | null;
  latest_products?: { id: string; name: string; quantity: number; discount_unit_price: number; image: { image_url: string } | null }[];
  /**
   * `date`: ISO 8601, years past 9999 in their six-digit form. `share`: `amount` is the caller's own
   * lines of an order someone else placed, not the order's total.
   */
  latest_orders?: {
    id: string;
    slug: string;
    name: string;
    date: string;
    amount: number;
    share: boolean;
    status: string;
    image: string | null;
  }[];
  categories: {
    id: string;
    name: string;
    category_url: string | null;
    sub_category_count: number;
    /** Only for a role that may open products. */
    product_count?: number;
    sub_category: { id: string; name: string; sub_category_url: string | null; product_count?: number }[];
  }[];
  orders_per_day?: { day: string; orders: number; revenue: number }[];
  orders_by_status?: { status: string; orders: number }[];
}

/** The 30-day charts; only for callers who may open the orders. */
export type DashboardCharts = Required<Pick<DashboardData, 'orders_per_day' | 'orders_by_status'>>;

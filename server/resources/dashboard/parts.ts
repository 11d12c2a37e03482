// The parts of the dashboard's one statement and the figures each caller may see.
import type { ApprovalStatus } from '../../../schema/approval';
import { hasPermission, type Caller } from '../../auth/context';

/** What each part of the dashboard's statement holds: JSON arrays, or a count. */
export interface Parts {
  counters: { name: string; n: number; amount: number }[];
  own_products: number;
  own_orders: number;
  own_labour: number;
  pending_approvals: number;
  own_approval: { approval_status: ApprovalStatus; approval_reason: string | null } | null;
  latest_products: { id: string; name: string; quantity: number; discount_unit_price: number; image_url: string | null }[];
  latest_orders: {
    id: string;
    slug: string;
    customer_name: string;
    total_amount: number;
    share: boolean;
    created_ms: number;
    status: string;
    image_url: string | null;
  }[];
  categories: {
    id: string;
    name: string;
    category_url: string | null;
    sub_category_count: number;
    product_count: number;
    sub_category: { id: string; name: string; sub_category_url: string | null; product_count: number }[];
  }[];
  daily: { day: string; n: number; revenue: number }[];
  by_status: { status: string; n: number }[];
}
export type Part = keyof Parts;

/**
 * Which lists the caller may open, so which figures its dashboard holds: a count, table or chart
 * of rows of a list it cannot open is left out of the reply (a buyer sees no count of all users).
 */
export const visibleLists = (caller: Caller) => {
  const may = (permission: string) => hasPermission(caller, permission);
  return { users: may('user_view'), products: may('product_view'), orders: may('order_view'), labour: may('labor_view') };
};

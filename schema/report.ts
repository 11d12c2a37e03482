import { z } from 'zod';
import { listOf, optionalIdFilter } from './fields';

// Reports, declared once: the period and filters every report call takes, with their messages,
// the reports there are, and what each reply holds. Revenue is what orders bring unless they
// were cancelled; a seller's figures are its own lines (server/resources/orders/scope.ts).

export const REPORTS = ['sales', 'categories', 'products', 'sellers', 'statement', 'places', 'orders'] as const;
export type ReportName = (typeof REPORTS)[number];

/** How the sales and orders over time are grouped: by day, by seven days from the start, by calendar month. */
export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** The longest period a report covers: three years of days. */
export const REPORT_MAX_DAYS = 1096;
/** The first day a report may start on: its period before must still be a day PostgreSQL holds. */
export const REPORT_EARLIEST_DAY = '2000-01-01';
/** How many rows a ranking shows (top products, sellers); its CSV holds them all. */
export const REPORT_TOP = 20;
/** How many lines a statement shows on screen; its CSV holds them all. */
export const STATEMENT_LINES = 500;

export const REPORT_MESSAGES = {
  from: 'The start date must be a date (YYYY-MM-DD).',
  to: 'The end date must be a date (YYYY-MM-DD).',
  order: 'The end date must be on or after the start date.',
  earliest: `The start date must be on or after ${REPORT_EARLIEST_DAY}.`,
  span: `A report covers at most ${REPORT_MAX_DAYS} days.`,
  interval: `The interval must be ${listOf(REPORT_INTERVALS)}.`,
  report: `The report must be ${listOf(REPORTS)}.`,
  sellerRequired: 'Choose the seller whose statement to show.',
  sellerNotFound: 'Seller not found.',
  retrieved: 'Report retrieved successfully.',
} as const;

/** A real calendar day written YYYY-MM-DD. */
function isDay(day: unknown) {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
}
const isoDay = (message: string) => z.string({ error: message }).refine(isDay, message);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The period and seller every report takes. A seller's own reports need no seller: it is the caller. */
export const reportBody = z
  .object({
    from: isoDay(REPORT_MESSAGES.from),
    to: isoDay(REPORT_MESSAGES.to),
    seller_id: optionalIdFilter('seller id'),
    interval: z.enum(REPORT_INTERVALS, { error: REPORT_MESSAGES.interval }).default('day'),
  })
  // A day that is not one has its own message already.
  .refine((b) => !isDay(b.from) || b.from >= REPORT_EARLIEST_DAY, { message: REPORT_MESSAGES.earliest, path: ['from'] })
  .refine((b) => !isDay(b.from) || !isDay(b.to) || b.to >= b.from, { message: REPORT_MESSAGES.order, path: ['to'] })
  .refine((b) => !isDay(b.from) || !isDay(b.to) || b.to < b.from || daysIn(b.from, b.to) <= REPORT_MAX_DAYS, {
    message: REPORT_MESSAGES.span,
    path: ['to'],
  });
export type ReportBody = z.infer<typeof reportBody>;

/** report-export: which report, with the same period and seller. */
export const reportExportBody = reportBody.and(z.object({ report: z.enum(REPORTS, { error: REPORT_MESSAGES.report }) }));

// The replies. Money is rupees with paise (numbers with two decimals), as the order calls give it.

export interface PeriodFigures {
  /** The first day of the period (YYYY-MM-DD). */
  start: string;
  orders: number;
  revenue: number;
}

export interface SalesReport {
  interval: ReportInterval;
  current: { from: string; to: string; orders: number; revenue: number; periods: PeriodFigures[] };
  /** The same number of days just before, period by period beside the current ones. */
  previous: { from: string; to: string; orders: number; revenue: number; periods: PeriodFigures[] };
}

export interface CategorySales {
  category_id: string | null;
  category: string | null;
  sub_category_id: string | null;
  sub_category: string | null;
  quantity: number;
  revenue: number;
}

export interface ProductSales {
  product_id: string | null;
  product: string | null;
  seller: string | null;
  quantity: number;
  revenue: number;
}

export interface SellerSales {
  seller_id: string | null;
  seller: string | null;
  lines: number;
  quantity: number;
  taxable: number;
  tax: number;
  revenue: number;
}

export interface StatementLine {
  order_id: string;
  order: string;
  ordered_at: string;
  /** The market's day the line counts in (docs/decisions.md), as the period is chosen. */
  day: string;
  product: string;
  quantity: number;
  unit_price: number;
  /** The line's discount: its quantity at the unit price, less this, is its value before GST is taken out or added. */
  discount: number;
  taxable: number;
  tax_percentage: number;
  tax: number;
  total: number;
}

export interface Statement {
  seller: { id: string; name: string };
  totals: { lines: number; quantity: number; discount: number; taxable: number; tax: number; total: number };
  /** The first lines, oldest first; `totals.lines` says how many there are. */
  lines: StatementLine[];
}

export interface PlaceSales {
  state_id: string | null;
  state: string | null;
  city_id: string | null;
  city: string | null;
  orders: number;
  revenue: number;
}

export interface OrdersReport {
  interval: ReportInterval;
  /** Orders placed per period, by status (every status, Cancel too). */
  periods: { start: string; counts: Record<string, number> }[];
  orders: number;
  cancelled: number;
  /** Cancelled orders' share of all orders placed, 0 to 1. */
  cancelled_share: number;
  payment_types: { payment_type: string; orders: number }[];
  payment_statuses: { payment_status: string; orders: number }[];
}

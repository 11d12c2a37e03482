import type { Kysely } from 'kysely';
import { ORDER_STATUSES } from '../../../schema/order';
import type { ReportBody, ReportName } from '../../../schema/report';
import type { DB } from '../../db/types';
import { fileNamePart, type CsvColumn } from '../../export/csv';
import { keysetBatches } from '../../export/keyset';
import { statementLines } from './queries';
import type { Reports } from './reports';

// Each report as CSV: the figures the screen shows, every row of them (rankings are not cut to
// the top ones). A statement's lines are read in batches, as the lists' exports are; the other
// reports are sums, a few thousand rows at most.

type Row = Record<string, unknown>;
export interface ReportCsv {
  columns: CsvColumn<Row>[];
  batches: AsyncIterable<Row[]>;
}

/**
 * What a report's CSV is saved as: the report, its period and, when it is of one seller, that
 * seller (`report-statement-2026-11-01-to-2026-11-30-anand-traders.csv`), by its id when its name
 * leaves nothing a file name keeps: downloads of other sellers or periods are told apart.
 */
export function reportFileName(
  body: Pick<ReportBody, 'from' | 'to'> & { report: ReportName },
  seller?: string,
  sellerName?: string | null,
) {
  const sellerPart = seller === undefined ? [] : [fileNamePart(sellerName ?? '') || seller];
  return `${['report', body.report, body.from, 'to', body.to, ...sellerPart].join('-')}.csv`;
}

/** Money figures, written as the other exports write money: rupees with two decimals (1234.50). */
const MONEY = new Set(['revenue', 'previous_revenue', 'taxable', 'tax', 'unit_price', 'discount', 'total']);
const rupees = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : value);
const column = (header: string, field: string): CsvColumn<Row> => ({
  header,
  value: MONEY.has(field) ? (row) => rupees(row[field]) : (row) => row[field],
});
const columns = (pairs: [string, string][]) => pairs.map(([header, field]) => column(header, field));
/** Rows of a report read in one query, as the one batch of its CSV. */
async function* once(rows: Promise<object[]>) {
  yield (await rows) as Row[];
}

/** The CSV of one report; `seller` as the report calls take it (sellers: staff only, checked by the route). */
export function reportCsv(db: Kysely<DB>, read: Reports, report: ReportName, body: ReportBody, seller: string | undefined): ReportCsv {
  switch (report) {
    case 'sales':
      return {
        columns: columns([
          ['Period', 'start'],
          ['Orders', 'orders'],
          ['Revenue', 'revenue'],
          ['Previous Period', 'previous_start'],
          ['Previous Orders', 'previous_orders'],
          ['Previous Revenue', 'previous_revenue'],
        ]),
        batches: once(
          read.sales(body, seller).then(({ current, previous }) =>
            current.periods.map((p, i) => ({
              ...p,
              previous_start: previous.periods[i]?.start,
              previous_orders: previous.periods[i]?.orders,
              previous_revenue: previous.periods[i]?.revenue,
            })),
          ),
        ),
      };
    case 'categories':
      return {
        columns: columns([
          ['Category', 'category'],
          ['Sub Category', 'sub_category'],
          ['Quantity', 'quantity'],
          ['Revenue', 'revenue'],
        ]),
        batches: once(read.categories(body, seller)),
      };
    case 'products':
      return {
        columns: columns([
          ['Product', 'product'],
          ['Seller', 'seller'],
          ['Quantity', 'quantity'],
          ['Revenue', 'revenue'],
        ]),
        batches: once(read.products(body, seller, null)),
      };
    case 'sellers':
      return {
        columns: columns([
          ['Seller', 'seller'],
          ['Lines', 'lines'],
          ['Quantity', 'quantity'],
          ['Taxable Value', 'taxable'],
          ['GST', 'tax'],
          ['Revenue', 'revenue'],
        ]),
        batches: once(read.sellers(body, seller, null)),
      };
    case 'statement':
      return {
        columns: columns([
          ['Order', 'order'],
          ['Day', 'day'],
          ['Ordered At', 'ordered_at'],
          ['Product', 'product'],
          ['Quantity', 'quantity'],
          ['Unit Price', 'unit_price'],
          ['Discount', 'discount'],
          ['Taxable Value', 'taxable'],
          ['GST %', 'tax_percentage'],
          ['GST', 'tax'],
          ['Total', 'total'],
        ]),
        batches: keysetBatches((after, limit) => statementLines(db, body, seller!, after, limit)),
      };
    case 'places':
      return {
        columns: columns([
          ['State', 'state'],
          ['City', 'city'],
          ['Orders', 'orders'],
          ['Revenue', 'revenue'],
        ]),
        batches: once(read.places(body, seller)),
      };
    case 'orders':
      return {
        columns: [column('Period', 'start'), ...ORDER_STATUSES.map((status) => column(status, status))],
        batches: once(read.orders(body, seller).then(({ periods }) => periods.map((p) => ({ start: p.start, ...p.counts })))),
      };
  }
}

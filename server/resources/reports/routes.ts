import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { REPORT_MESSAGES, reportBody, reportExportBody } from '../../../schema/report';
import { isStaff } from '../../auth/context';
import { callerOf } from '../../auth/plugin';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { forbidden, notFound, validationFailed } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { sendCsv } from '../../export/csv';
import { reportCsv, reportFileName } from './export';
import { reports } from './reports';
import { sellerOf } from './scope';

const reportCall = (body: z.ZodType, summary: string) => ({
  config: { access: { permission: 'report_view' }, doc: { tag: 'Reports', summary, body } },
});

/** The seller of a statement: staff must name one; a seller's is its own. */
function statementSellerOf(seller: string | undefined) {
  if (!seller) throw validationFailed({ seller_id: [REPORT_MESSAGES.sellerRequired] });
  return seller;
}

export function reportRoutes(db: Kysely<DB>) {
  const read = reports(db);
  return async function register(app: FastifyInstance) {
    /** A report call: the body checked, the seller scoped, the figures read. */
    const report = (
      path: string,
      summary: string,
      read: (body: z.infer<typeof reportBody>, seller: string | undefined) => Promise<unknown>,
    ) =>
      app.post(path, reportCall(reportBody, summary), async (request) => {
        const body = parseBody(reportBody, request.body);
        return ok(REPORT_MESSAGES.retrieved, await read(body, sellerOf(callerOf(request), body.seller_id)));
      });

    report('/api/report-sales', 'Orders and revenue per day, week or month, with the period before beside it.', (body, seller) =>
      read.sales(body, seller),
    );
    report('/api/report-categories', 'Sales by category and sub-category.', (body, seller) => read.categories(body, seller));
    report('/api/report-products', 'The products that sold the most.', (body, seller) => read.products(body, seller));
    report('/api/report-places', "Sales by the buyer's state and city.", (body, seller) => read.places(body, seller));
    report('/api/report-orders', 'Orders by status over time, cancellations, payment types and payment statuses.', (body, seller) =>
      read.orders(body, seller),
    );

    app.post('/api/report-sellers', reportCall(reportBody, 'Sales by seller (staff only).'), async (request) => {
      // Whoever may never ask is refused before the body is read, whatever it holds.
      if (!isStaff(callerOf(request))) throw forbidden();
      const body = parseBody(reportBody, request.body);
      return ok(REPORT_MESSAGES.retrieved, await read.sellers(body, body.seller_id));
    });

    app.post(
      '/api/report-statement',
      reportCall(reportBody, "A seller's statement for the period: each line sold, its taxable value, GST and total, and their sums."),
      async (request) => {
        const body = parseBody(reportBody, request.body);
        const statement = await read.statement(body, statementSellerOf(sellerOf(callerOf(request), body.seller_id)));
        if (!statement) throw notFound(REPORT_MESSAGES.sellerNotFound);
        return ok(REPORT_MESSAGES.retrieved, statement);
      },
    );

    app.post(
      '/api/report-export',
      reportCall(reportExportBody, 'One report as a CSV file, every row of it, for the same period and seller.'),
      async (request, reply) => {
        const caller = callerOf(request);
        if ((request.body as { report?: unknown } | undefined)?.report === 'sellers' && !isStaff(caller)) throw forbidden();
        const body = parseBody(reportExportBody, request.body);
        const scope = sellerOf(caller, body.seller_id);
        const seller = body.report === 'statement' ? statementSellerOf(scope) : scope;
        // Read for the file's name, which names the seller the report is of.
        const account = seller === undefined ? undefined : await read.seller(seller);
        // A statement of no account is not found, as report-statement answers, not an empty file.
        if (body.report === 'statement' && !account) throw notFound(REPORT_MESSAGES.sellerNotFound);
        const { columns, batches } = reportCsv(db, read, body.report, body, seller);
        return sendCsv(reply, reportFileName(body, seller, account?.name), columns, batches);
      },
    );
  };
}

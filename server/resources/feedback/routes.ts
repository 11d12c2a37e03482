import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { bookmark, review, type FeedbackDeclaration } from '../../../schema/feedback';
import { audited } from '../../audit/record';
import { AUDITED } from '../../audit/resources';
import { isStaff } from '../../auth/context';
import { callerOf } from '../../auth/plugin';
import type { DB } from '../../db/types';
import { exportFileName, sendCsv, type CsvColumn } from '../../export/csv';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { listParams, pageOf } from '../../db/paging';
import { loose } from '../../db/loose';
import { deleteFeedback, feedbackExportBatches, findFeedbackAuthor, listFeedback } from './queries';

// Bookmarks and reviews are the same kind of thing for the back office: rows a user leaves on a
// product, listed and deleted by staff, by their author, or seen by the product's owner.
interface FeedbackKind {
  declaration: FeedbackDeclaration;
  /** The group of its calls in the API document. */
  tag: string;
}

const KINDS: readonly FeedbackKind[] = [
  { declaration: bookmark, tag: 'Bookmarks' },
  { declaration: review, tag: 'Reviews' },
];

/** The reply's row: the kind's own columns, with the author and the product as objects. */
const presentRow = (kind: FeedbackDeclaration, row: Record<string, unknown>) => ({
  id: row.id,
  ...Object.fromEntries(kind.columns.map((c) => [c, c === 'rating' ? Number(row[c]) : row[c]])),
  created_at: row.created_at,
  user: { uuid: row.user_id, name: row.user_name, image_url: row.user_image_url },
  product: {
    id: row.product_id,
    name: row.product_name,
    // Its seller: the screens link the product only for staff and its seller, who may open it.
    user_id: row.product_user_id,
    image: row.product_image_url ? { image_url: row.product_image_url } : null,
  },
});

const csvColumnsOf = (kind: FeedbackDeclaration): CsvColumn<Record<string, unknown>>[] =>
  kind.exportColumns.map(({ header, field }) => ({ header, value: (row) => row[field] }));

function feedbackRoutes(app: FastifyInstance, typed: Kysely<DB>, { declaration: kind, tag }: FeedbackKind) {
  const db = loose(typed);
  const listBody = listParams.extend(kind.listBody.shape);
  const deleteBody = kind.bodies.delete;

  app.post(
    `/api/${kind.name}-list`,
    {
      config: {
        access: { permission: `${kind.subject}_view` },
        doc: { tag, summary: 'A page of rows; staff see all, others the rows they wrote and those on their products.', body: listBody },
      },
    },
    async (request) => {
      const params = parseBody(listBody, request.body);
      const perPage = params.perPage === -1 ? 1000 : params.perPage;
      const { rows, count } = await listFeedback(db, kind, callerOf(request), params, perPage);
      const data = rows.map((row) => presentRow(kind, row));
      return ok(kind.messages.list, pageOf(data, count, params.page, params.perPage));
    },
  );

  app.post(
    `/api/${kind.name}-export`,
    {
      config: {
        access: { permission: `${kind.subject}_view` },
        doc: {
          tag,
          summary: "Every matching row as a CSV file: the list's search, filters and sort and the same scope, without paging.",
          body: listBody,
        },
      },
    },
    async (request, reply) => {
      const batches = feedbackExportBatches(db, kind, callerOf(request), parseBody(listBody, request.body));
      return sendCsv(reply, exportFileName(kind.resource), csvColumnsOf(kind), batches);
    },
  );

  app.post(
    `/api/${kind.name}-delete`,
    {
      config: {
        access: { permission: `${kind.subject}_delete` },
        doc: { tag, summary: 'Deletes a row: its author or staff.', body: deleteBody },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = parseBody(deleteBody, request.body);
      const row = await findFeedbackAuthor(db, kind, id);
      // Someone else's row is "not found": ids tell nothing about other accounts.
      if (!row || (!isStaff(caller) && row.user_id !== caller.userId)) throw notFound(kind.messages.notFound);
      await audited(typed, AUDITED[kind.subject](request, 'delete', id), (trx) => deleteFeedback(loose(trx), kind, id));
      return ok(kind.messages.deleted);
    },
  );
}

export function feedbackRoutesPlugin(db: Kysely<DB>) {
  return async function register(app: FastifyInstance) {
    for (const kind of KINDS) feedbackRoutes(app, db, kind);
  };
}

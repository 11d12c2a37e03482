/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { audited } from '../../audit/record';
import { AUDITED } from '../../audit/resources';
import { callerOf } from '../../auth/plugin';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { rowsAndTotal, searchedRowsAndTotal } from '../../db/counters';
import { countCap, likePattern, listParams, pageOf } from '../../db/paging';
import { isStaff } from '../../auth/context';
import { loose, type LooseDB } from '../../db/loose';
import type { Caller } from '../../auth/context';
import { exportFileName, sendCsv, type CsvColumn } from '../../export/csv';
import { batchOf, keysetBatches, type KeyPosition, type SortKey } from '../../export/keyset';

// Bookmarks and reviews are the same kind of thing for the back office: rows a user leaves on a
// product, listed and deleted by staff, by their author, or seen by the product's owner.
interface FeedbackKind {
  table: 'product_bookmarks' | 'reviews';
  api: 'product-bookmark' | 'product-review';
  subject: 'bookmark' | 'review';
  columns: readonly ('is_bookmark' | 'rating' | 'review')[];
  replies: { list: string; deleted: string; notFound: string };
  /** The group of its calls in the API document. */
  tag: string;
}

export const BOOKMARKS: FeedbackKind = {
  table: 'product_bookmarks',
  api: 'product-bookmark',
  subject: 'bookmark',
  tag: 'Bookmarks',
  columns: ['is_bookmark'],
  replies: {
    list: 'Product bookmarks retrieved successfully.',
    deleted: 'Product bookmark deleted successfully',
    notFound: 'Bookmark not found.',
  },
};

export const REVIEWS: FeedbackKind = {
  table: 'reviews',
  api: 'product-review',
  subject: 'review',
  tag: 'Reviews',
  columns: ['rating', 'review'],
  replies: {
    list: 'Product reviews retrieved successfully.',
    deleted: 'Product Review deleted successfully',
    notFound: 'Review not found.',
  },
};

const blank = (v: unknown) => (v === '' || v === null || v === 'All' ? undefined : v);
const listBody = listParams.extend({
  user_id: z.preprocess(blank, z.uuid({ error: 'The user id must be a valid id.' }).optional()),
  product_id: z.preprocess(blank, z.uuid({ error: 'The product id must be a valid id.' }).optional()),
  type: z.string().max(20).optional(),
});
const idBody = z.object({ id: z.uuid({ error: 'The id must be a valid id.' }) });

type FeedbackListBody = z.infer<typeof listBody>;

/**
 * The rows a list (or its export) shows, joined to their user (u) and product (p): staff see all,
 * others the rows they wrote or on their products. `counted` is the same set on the feedback table
 * alone, so counting stays on its indexes.
 */
function matchingFeedback(db: Kysely<LooseDB>, kind: FeedbackKind, caller: Caller, params: FeedbackListBody) {
  const search = params.search?.trim();
  const scoped = db
    .selectFrom(`${kind.table} as f`)
    .$if(!isStaff(caller), (q) =>
      q.where((eb) =>
        eb.or([
          eb('f.user_id', '=', caller.userId),
          eb.exists(
            eb
              .selectFrom('products as own')
              .select('own.id')
              .whereRef('own.id', '=', 'f.product_id')
              .where('own.user_id', '=', caller.userId),
          ),
        ]),
      ),
    )
    .$if(Boolean(params.user_id), (q) => q.where('f.user_id', '=', params.user_id!))
    .$if(Boolean(params.product_id), (q) => q.where('f.product_id', '=', params.product_id!))
    // search_text is the author's and the product's names and the review, lowered, kept by
    // triggers (migration 0015): a rare term is found through its trigram index, a common one by
    // walking the rows newest first, one LIKE per row.
    .$if(Boolean(search), (q) => q.where('f.search_text', 'like', sql<string>`lower(${likePattern(search!)})`));
  return { rows: withNames(scoped), counted: scoped, search };
}

/** Feedback rows (f) joined to their user (u) and product (p). */
const withNames = <Q extends SelectQueryBuilder<any, any, object>>(q: Q) =>
  // any tables: the feedback table or a page of its keys
  q.innerJoin('users as u', 'u.id', 'f.user_id').innerJoin('products as p', 'p.id', 'f.product_id');

/** The list's columns, over a row (f) joined to its user (u) and product (p). */
function pageColumns(kind: FeedbackKind, q: SelectQueryBuilder<any, any, object>) {
  // any tables: a page of keys or the rows themselves
  return q
    .select([
      'f.id',
      'f.created_at',
      'u.id as user_id',
      'u.name as user_name',
      'u.image_url as user_image_url',
      'p.id as product_id',
      'p.name as product_name',
    ])
    .select(kind.columns.map((c) => `f.${c}`))
    .select((eb) =>
      eb
        .selectFrom('product_images as i')
        .select('i.image_url')
        .whereRef('i.product_id', '=', 'p.id')
        .orderBy('i.created_at')
        .limit(1)
        .as('product_image_url'),
    );
}

const FEEDBACK_HEADERS = { is_bookmark: 'Bookmark', rating: 'Rating', review: 'Review' } as const;
const FEEDBACK_KEY: SortKey = { column: 'f.created_at', type: 'timestamptz', id: 'f.id', order: 'desc' };

/** User, product, the kind's own columns, and when. */
const feedbackColumns = (kind: FeedbackKind): CsvColumn<Record<string, unknown>>[] => [
  { header: 'User', value: (r) => r.user_name },
  { header: 'Product', value: (r) => r.product_name },
  ...kind.columns.map((c) => ({ header: FEEDBACK_HEADERS[c], value: (r: Record<string, unknown>) => r[c] })),
  { header: 'Created At', value: (r) => r.created_at },
];

function feedbackRoutes(app: FastifyInstance, typed: Kysely<DB>, kind: FeedbackKind) {
  const t = kind.table;
  // One code path for two tables: the loose view types both (see db/loose.ts).
  const db = loose(typed);

  app.post(
    `/api/${kind.api}-list`,
    {
      config: {
        access: { permission: `${kind.subject}_view` },
        doc: {
          tag: kind.tag,
          summary: 'A page of rows; staff see all, others the rows they wrote and those on their products.',
          body: listBody,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const params = parseBody(listBody, request.body);
      const perPage = params.perPage === -1 ? 1000 : params.perPage;
      const matching = matchingFeedback(db, kind, caller, params);
      const upTo = { base: matching.counted, offset: (params.page - 1) * perPage, pageSize: perPage, cap: countCap(params.search) };
      // A search reads its matches once, in the page's order, for the count and the page: a rare
      // term costs one trigram index scan instead of two (2-3 ms each over 200,000 reviews).
      const { rows, count } = matching.search
        ? await searchedRowsAndTotal(db, upTo, { id: 'f.id', createdAt: 'f.created_at' }, (page) =>
            pageColumns(kind, withNames(page.innerJoin(`${t} as f`, 'f.id', 'page.id'))),
          )
        : await rowsAndTotal(
            db,
            pageColumns(kind, matching.rows.orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').limit(perPage).offset(upTo.offset)),
            { upTo },
          );
      const data = rows.map((row) => {
        return {
          id: row.id,
          ...Object.fromEntries(kind.columns.map((c) => [c, c === 'rating' ? Number(row[c]) : row[c]])),
          created_at: row.created_at,
          user: { uuid: row.user_id, name: row.user_name, image_url: row.user_image_url },
          product: {
            id: row.product_id,
            name: row.product_name,
            image: row.product_image_url ? { image_url: row.product_image_url } : null,
          },
        };
      });
      return ok(kind.replies.list, pageOf(data, count, params.page, params.perPage));
    },
  );

  app.post(
    `/api/${kind.api}-export`,
    {
      config: {
        access: { permission: `${kind.subject}_view` },
        doc: {
          tag: kind.tag,
          summary: "Every matching row as a CSV file: the list's search, filters and sort and the same scope, without paging.",
          body: listBody,
        },
      },
    },
    async (request, reply) => {
      const rows = matchingFeedback(db, kind, callerOf(request), parseBody(listBody, request.body))
        .rows.select(['f.id', 'f.created_at', 'u.name as user_name', 'p.name as product_name'])
        .select(kind.columns.map((c) => `f.${c}`));
      const batches = keysetBatches(
        (after, limit) => batchOf(rows, FEEDBACK_KEY, after, limit).execute() as Promise<(Record<string, unknown> & KeyPosition)[]>,
      );
      return sendCsv(reply, exportFileName(kind.table === 'reviews' ? 'reviews' : 'bookmarks'), feedbackColumns(kind), batches);
    },
  );

  app.post(
    `/api/${kind.api}-delete`,
    {
      config: {
        access: { permission: `${kind.subject}_delete` },
        doc: { tag: kind.tag, summary: 'Deletes a row: its author or staff.', body: idBody },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = parseBody(idBody, request.body);
      const row = await db.selectFrom(`${t} as f`).select(['f.id', 'f.user_id']).where('f.id', '=', id).executeTakeFirst();
      // Someone else's row is "not found": ids tell nothing about other accounts.
      if (!row || (!isStaff(caller) && row.user_id !== caller.userId)) throw notFound(kind.replies.notFound);
      await audited(typed, AUDITED[kind.subject](request, 'delete', id), (trx) => trx.deleteFrom(t).where('id', '=', id).execute());
      return ok(kind.replies.deleted);
    },
  );
}

export function feedbackRoutesPlugin(db: Kysely<DB>) {
  return async function register(app: FastifyInstance) {
    feedbackRoutes(app, db, BOOKMARKS);
    feedbackRoutes(app, db, REVIEWS);
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- query builders over the feedback table or a page of its keys */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { FeedbackDeclaration } from '../../../schema/feedback';
import { isStaff, type Caller } from '../../auth/context';
import { rowsAndTotal, searchedRowsAndTotal } from '../../db/counters';
import { batchOf, keysetBatches, type KeyPosition, type SortKey } from '../../export/keyset';
import { containsTerm, countCap, pageWindow, type ListParams } from '../../db/paging';
import type { LooseDB } from '../../db/loose';

// Reviews and bookmarks go through one code path over two tables: the loose view types both
// (see db/loose.ts), and each declaration names its table and own columns.

export interface FeedbackFilters extends ListParams {
  user_id?: string;
  product_id?: string;
}

/**
 * The rows a list (or its export) shows, joined to their user (u) and product (p): staff see all,
 * others the rows they wrote or on their products. `counted` is the same set on the feedback table
 * alone, so counting stays on its indexes.
 */
function matchingFeedback(db: Kysely<LooseDB>, kind: FeedbackDeclaration, caller: Caller, params: FeedbackFilters) {
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
    .$if(Boolean(search), (q) => q.where(containsTerm('f.search_text', search!)));
  return { rows: withNames(scoped), counted: scoped, search };
}

/** Feedback rows (f) joined to their user (u) and product (p). */
const withNames = <Q extends SelectQueryBuilder<any, any, object>>(q: Q) =>
  q.innerJoin('users as u', 'u.id', 'f.user_id').innerJoin('products as p', 'p.id', 'f.product_id');

/** The list's columns, over a row (f) joined to its user (u) and product (p). */
function pageColumns(kind: FeedbackDeclaration, q: SelectQueryBuilder<any, any, object>) {
  return q
    .select([
      'f.id',
      'f.created_at',
      'u.id as user_id',
      'u.name as user_name',
      'u.image_url as user_image_url',
      'p.id as product_id',
      'p.name as product_name',
      'p.user_id as product_user_id',
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

/** A page of rows, newest first, with its total; `perPage` is the page's size (all is capped). */
export async function listFeedback(
  db: Kysely<LooseDB>,
  kind: FeedbackDeclaration,
  caller: Caller,
  params: FeedbackFilters,
  perPage: number,
) {
  const matching = matchingFeedback(db, kind, caller, params);
  const upTo = { base: matching.counted, offset: (params.page - 1) * perPage, pageSize: perPage, cap: countCap(params.search) };
  // A search reads its matches once, in the page's order, for the count and the page: a rare
  // term costs one trigram index scan instead of two (2-3 ms each over 200,000 reviews).
  const counted = isStaff(caller) && !params.user_id && !params.product_id;
  const { rows, count } = matching.search
    ? await searchedRowsAndTotal(db, upTo, { id: 'f.id', createdAt: 'f.created_at' }, (page) =>
        pageColumns(kind, withNames(page.innerJoin(`${kind.table} as f`, 'f.id', 'page.id'))),
      )
    : await rowsAndTotal(
        db,
        pageColumns(
          kind,
          matching.rows
            .orderBy('f.created_at', 'desc')
            .orderBy('f.id', 'desc')
            .$call((q) => pageWindow(q, counted, perPage, upTo.offset)),
        ),
        // Staff over the whole table: the exact total from its counter (migration 0033).
        counted ? { counter: kind.table } : { upTo },
      );
  return { rows: rows as Record<string, unknown>[], count };
}

const FEEDBACK_KEY: SortKey = { column: 'f.created_at', type: 'timestamptz', id: 'f.id', order: 'desc' };

/** Every matching row with the export's columns, newest first, a batch at a time. */
export function feedbackExportBatches(db: Kysely<LooseDB>, kind: FeedbackDeclaration, caller: Caller, params: FeedbackFilters) {
  const rows = matchingFeedback(db, kind, caller, params)
    .rows.select(['f.id', 'f.created_at', 'u.name as user_name', 'p.name as product_name'])
    .select(kind.columns.map((c) => `f.${c}`));
  return keysetBatches(
    (after, limit) => batchOf(rows, FEEDBACK_KEY, after, limit).execute() as Promise<(Record<string, unknown> & KeyPosition)[]>,
  );
}

/** A row's author, to decide who may delete it. */
export const findFeedbackAuthor = (db: Kysely<LooseDB>, kind: FeedbackDeclaration, id: string) =>
  db.selectFrom(`${kind.table} as f`).select(['f.id', 'f.user_id']).where('f.id', '=', id).executeTakeFirst();

export const deleteFeedback = (db: Kysely<LooseDB>, kind: FeedbackDeclaration, id: string) =>
  db.deleteFrom(kind.table).where('id', '=', id).execute();

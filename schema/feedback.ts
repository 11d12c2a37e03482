import { z } from 'zod';
import { idOf, optionalIdFilter } from './fields';
import { defineResource } from './resource';

// Reviews and bookmarks are rows a user leaves on a product: the back office lists them (staff
// all, others the rows they wrote or left on their products) and deletes them, never writes them.
// Both share one list body and one delete body; each adds its own columns.

/** A review's stars: half steps from half a star to five (the reviews table's check). */
export const RATING = { min: 0.5, max: 5, step: 0.5 } as const;

export const FEEDBACK_TYPE_MESSAGE = 'The type must be text of at most 20 characters.';

/**
 * The list's own filters; the server adds paging, search and sort (its listParams). `type` is the
 * client app's list kind (web_list ...), taken and ignored as before.
 */
const feedbackListBody = z.object({
  user_id: optionalIdFilter('user id'),
  product_id: optionalIdFilter('product id'),
  type: z.string({ error: FEEDBACK_TYPE_MESSAGE }).max(20, FEEDBACK_TYPE_MESSAGE).optional(),
});

const deleteBody = z.object({ id: idOf('id') });

/** The user and product every row names, then the kind's own columns, then when. */
const exportColumnsOf = (own: readonly { header: string; field: string }[]) => [
  { header: 'User', field: 'user_name' },
  { header: 'Product', field: 'product_name' },
  ...own,
  { header: 'Created At', field: 'created_at' },
];

/** The row's own columns, as the list replies with them and the export heads them. */
const REVIEW_COLUMNS = [
  { header: 'Rating', field: 'rating' },
  { header: 'Review', field: 'review' },
] as const;
const BOOKMARK_COLUMNS = [{ header: 'Bookmark', field: 'is_bookmark' }] as const;

export type FeedbackColumn = (typeof REVIEW_COLUMNS | typeof BOOKMARK_COLUMNS)[number]['field'];

export const review = defineResource({
  name: 'product-review',
  resource: 'reviews' as const,
  subject: 'review',
  table: 'reviews',
  scope: 'feedback',
  listBody: feedbackListBody,
  sort: ['created_at'],
  search: ["author's name", "product's name", 'review'],
  columns: REVIEW_COLUMNS.map((c) => c.field),
  exportColumns: exportColumnsOf(REVIEW_COLUMNS),
  bodies: { delete: deleteBody },
  messages: {
    list: 'Product reviews retrieved successfully.',
    deleted: 'Product Review deleted successfully',
    notFound: 'Review not found.',
  },
});

export const bookmark = defineResource({
  name: 'product-bookmark',
  resource: 'bookmarks' as const,
  subject: 'bookmark',
  table: 'product_bookmarks',
  scope: 'feedback',
  listBody: feedbackListBody,
  sort: ['created_at'],
  search: ["author's name", "product's name"],
  columns: BOOKMARK_COLUMNS.map((c) => c.field),
  exportColumns: exportColumnsOf(BOOKMARK_COLUMNS),
  bodies: { delete: deleteBody },
  messages: {
    list: 'Product bookmarks retrieved successfully.',
    deleted: 'Product bookmark deleted successfully',
    notFound: 'Bookmark not found.',
  },
});

export type FeedbackListFilters = z.infer<typeof feedbackListBody>;
export type FeedbackDeclaration = typeof review | typeof bookmark;

import type { RaRecord } from 'react-admin';
import type { FeedbackDeclaration } from '../../../schema/feedback';

/** The two kinds of feedback a user leaves on a product, by react-admin resource name. */
export type FeedbackResource = FeedbackDeclaration['resource'];

/** A row of product-bookmark-list or product-review-list (docs/api.md "Bookmarks and reviews"). */
export interface FeedbackRecord extends RaRecord {
  is_bookmark?: boolean;
  rating?: number;
  review?: string | null;
  user: { uuid: string; name: string; image_url?: string | null };
  /** `user_id`: the product's seller. */
  product: { id: string; name: string; user_id: string; image?: { image_url: string } | null };
}

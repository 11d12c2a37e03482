/**
 * Whose rows an embedded list shows: a user's on the user detail and profile pages, a
 * product's on its detail page, the signed-in user's own on /my-account.
 */
export interface ListScope {
  /** The user's uuid (user_id in the API): orders it placed, its labour, its bookmarks and reviews. */
  userId?: string;
  /** A seller's uuid (seller_id of order-list): the orders holding its products, with its share. */
  sellerId?: string;
  /** The product's id. */
  productId?: string;
  /** On /my-account: the list is the caller's own (userId is then the caller's uuid). */
  own?: boolean;
}

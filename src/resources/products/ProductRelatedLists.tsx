import { BookmarkList, ReviewList } from '../feedback';
import { OrderList } from '../orders';

/** The lists below a product's details: its bookmarks, reviews and orders. */
export const ProductRelatedLists = ({ productId }: { productId: string }) => (
  <>
    <BookmarkList scope={{ productId }} />
    <ReviewList scope={{ productId }} />
    <OrderList scope={{ productId }} />
  </>
);

import { BookmarkList, ReviewList } from '../feedback';
import { UserLabourList } from '../labour';
import { OrderList } from '../orders';

/**
 * The lists below a user's details: labour, bookmarks, reviews and orders, scoped to
 * the user; `own` on /my-account, where they are the signed-in user's own.
 */
export const UserRelatedLists = ({ userId, own }: { userId: string; own?: boolean }) => (
  <>
    <UserLabourList userId={userId} />
    <BookmarkList scope={{ userId, own }} />
    <ReviewList scope={{ userId, own }} />
    <OrderList scope={{ userId, own }} />
  </>
);

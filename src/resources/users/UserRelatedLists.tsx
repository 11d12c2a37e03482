import { BookmarkList, ReviewList } from '../feedback';
import { UserLabourList } from '../labour';
import { OrderList } from '../orders';
import { UserProductList } from '../products';
import type { UserRecord } from './userTypes';

/**
 * The lists below a user's details, by what the account does in the market: a seller's products
 * and the orders holding them (its share of each), a labourer's or seller's labour (sellers may
 * list labour too), a buyer's orders placed;
 * then the bookmarks and reviews it wrote. `own` on /my-account, where they are the signed-in
 * user's own. An account marked none of the three is shown as the buyer it is by default.
 */
export const UserRelatedLists = ({ user, own }: { user: UserRecord; own?: boolean }) => {
  const userId = String(user.id);
  const buyer = Boolean(user.is_buyer) || !(user.is_seller || user.is_labor);
  return (
    <>
      {user.is_seller && <UserProductList userId={userId} />}
      {user.is_seller && <OrderList scope={{ sellerId: userId, own }} />}
      {(user.is_labor || user.is_seller) && <UserLabourList userId={userId} />}
      <BookmarkList scope={{ userId, own }} />
      <ReviewList scope={{ userId, own }} />
      {buyer && <OrderList scope={{ userId, own }} />}
    </>
  );
};

import type { ListScope } from '../../common/listScope';

/** The Orders list of spec 2, embedded on user, profile, my-account and product pages. */
export const OrderList = (_props: { scope: ListScope }) => null;

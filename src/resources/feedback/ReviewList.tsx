import type { ListScope } from '../../common/listScope';

/** 'Review List' of spec 2, embedded on user, profile, my-account and product pages. */
export const ReviewList = (_props: { scope: ListScope }) => null;

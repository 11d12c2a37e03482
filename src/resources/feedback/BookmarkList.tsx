import type { ListScope } from '../../common/listScope';

/** 'Bookmark List' of spec 2, embedded on user, profile, my-account and product pages. */
export const BookmarkList = (_props: { scope: ListScope }) => null;

// Bookmarks and reviews: lists embedded on user, profile, my-account and product pages.
export { BookmarkList } from './BookmarkList';
export { ReviewList } from './ReviewList';

// Labels of the bookmark and review lists (src/resources/feedback).
export const bookmarksEn = { name: 'Bookmark |||| Bookmarks' };
export const reviewsEn = { name: 'Review |||| Reviews' };

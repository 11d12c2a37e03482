// Labels of the bookmark and review lists (src/resources/feedback). Both lists share their
// frame, so they share its labels; each adds its own columns and delete question.

const shared = (title: string, name: string, deleteContent: string) => ({
  list_title: title,
  empty: `No ${name} yet.`,
  no_match: `No ${name} match the search.`,
  list: { delete: 'Delete' },
  delete: { title: 'Confirm Delete', content: deleteContent, yes: 'Yes' },
});

const sharedFields = { number: 'No.', user: 'User Name', product: 'Product name', actions: 'Actions' };

export const bookmarksEn = {
  name: 'Bookmark |||| Bookmarks',
  ...shared('Bookmark List', 'bookmarks', 'Are you sure you want to delete this Bookmark?'),
  fields: { ...sharedFields, is_bookmark: 'Bookmark' },
  bookmarked: 'Bookmarked',
  not_bookmarked: 'Not bookmarked',
};

export const reviewsEn = {
  name: 'Review |||| Reviews',
  ...shared('Review List', 'reviews', 'Are you sure you want to delete this Review and Rating?'),
  fields: { ...sharedFields, review: 'Review', rating: 'Rating' },
  stars: '%{smart_count} star |||| %{smart_count} stars',
};

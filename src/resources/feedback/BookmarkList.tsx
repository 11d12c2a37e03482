import { DataTable } from 'react-admin';
import type { ListScope } from '../../common/listScope';
import { BookmarkField } from './BookmarkField';
import { FeedbackList } from './FeedbackList';

const mobile = { tertiaryText: () => <BookmarkField /> };

/** 'Bookmark List', embedded on user, profile, my-account and product pages. */
export const BookmarkList = ({ scope }: { scope: ListScope }) => (
  <FeedbackList resource="bookmarks" scope={scope} mobile={mobile}>
    <DataTable.Col label="resources.bookmarks.fields.is_bookmark" render={() => <BookmarkField />} disableSort />
  </FeedbackList>
);

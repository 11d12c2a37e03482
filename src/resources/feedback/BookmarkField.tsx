import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { useRecordContext, useTranslate } from 'react-admin';
import type { FeedbackRecord } from './feedbackTypes';

/** Bookmark: a filled icon when bookmarked, an outline one when not, each with a spoken label. */
export const BookmarkField = () => {
  const row = useRecordContext<FeedbackRecord>();
  const translate = useTranslate();
  if (!row) return null;
  const Icon = row.is_bookmark ? BookmarkIcon : BookmarkBorderIcon;
  const label = translate(row.is_bookmark ? 'resources.bookmarks.bookmarked' : 'resources.bookmarks.not_bookmarked');
  return <Icon color={row.is_bookmark ? 'primary' : 'disabled'} titleAccess={label} />;
};

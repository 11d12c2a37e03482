import { DataTable } from 'react-admin';
import type { ListScope } from '../../common/listScope';
import type { FeedbackRecord } from './feedbackTypes';
import { FeedbackList } from './FeedbackList';
import { RatingField } from './RatingField';

const mobile = {
  secondaryText: (row: FeedbackRecord) => row.review ?? '',
  tertiaryText: () => <RatingField />,
};

/** 'Review List', embedded on user, profile, my-account and product pages. */
export const ReviewList = ({ scope }: { scope: ListScope }) => (
  <FeedbackList resource="reviews" scope={scope} mobile={mobile}>
    <DataTable.Col source="review" label="resources.reviews.fields.review" disableSort />
    <DataTable.Col label="resources.reviews.fields.rating" render={() => <RatingField />} disableSort />
  </FeedbackList>
);

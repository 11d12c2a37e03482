import { DataTable } from 'react-admin';
import type { ListScope } from '../../common/listScope';
import { FeedbackList } from './FeedbackList';
import { RatingField } from './RatingField';

/** 'Review List' of spec 2, embedded on user, profile, my-account and product pages. */
export const ReviewList = ({ scope }: { scope: ListScope }) => (
  <FeedbackList resource="reviews" scope={scope}>
    <DataTable.Col source="review" label="resources.reviews.fields.review" disableSort />
    <DataTable.Col label="resources.reviews.fields.rating" render={() => <RatingField />} disableSort />
  </FeedbackList>
);

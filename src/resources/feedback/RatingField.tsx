import { Rating } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { RATING } from '../../../schema/feedback';
import type { FeedbackRecord } from './feedbackTypes';

/** Rating: read-only stars in the steps a review is rated in, read out as "4.5 stars". */
export const RatingField = () => {
  const row = useRecordContext<FeedbackRecord>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <Rating
      value={Number(row.rating ?? 0)}
      readOnly
      max={RATING.max}
      precision={RATING.step}
      size="small"
      getLabelText={(value) => translate('resources.reviews.stars', { smart_count: value })}
    />
  );
};

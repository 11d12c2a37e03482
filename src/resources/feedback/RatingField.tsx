import { Rating } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { FeedbackRecord } from './feedbackTypes';

/** Rating: read-only stars in half steps, read out as "4.5 stars". */
export const RatingField = () => {
  const row = useRecordContext<FeedbackRecord>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <Rating
      value={Number(row.rating ?? 0)}
      readOnly
      precision={0.5}
      size="small"
      getLabelText={(value) => translate('resources.reviews.stars', { smart_count: value })}
    />
  );
};

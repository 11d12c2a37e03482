import { Typography } from '@mui/material';
import { useListContext, useResourceContext, useTranslate } from 'react-admin';

/** No rows: "none yet", or "none match" while a search is typed. */
export const FeedbackEmpty = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { filterValues } = useListContext();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(`resources.${resource}.${filterValues?.q ? 'no_match' : 'empty'}`)}
    </Typography>
  );
};

import { Box, LinearProgress } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** A loading bar while the list loads (also on search, paging and refresh). */
export const ListLoadingBar = () => {
  const { isFetching } = useListContext();
  const translate = useTranslate();
  // The box keeps its height, so the table does not jump when the bar comes and goes.
  return <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>;
};

import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** An empty page of the log: nothing recorded yet, or nothing that matches the filters. */
export const NoEntries = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((v) => v && v !== 'All');
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(filtered ? 'resources.audit.no_match' : 'resources.audit.empty')}
    </Typography>
  );
};

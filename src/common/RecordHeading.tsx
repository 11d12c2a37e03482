import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** A record page's heading, with its actions (Edit) beside it on every screen size. */
export const RecordHeading = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
    {children}
  </Stack>
);

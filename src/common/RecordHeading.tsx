import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { PageHeading } from './PageHeading';

/** A record page's heading, with its actions (Edit) beside it on every screen size. */
export const RecordHeading = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
    <PageHeading>{title}</PageHeading>
    {children}
  </Stack>
);

import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** A step's heading; the page moves the focus to it when its step opens (tabIndex -1 lets it take the focus). */
export const StepHeading = ({ children }: { children: ReactNode }) => (
  <Typography variant="h6" component="h2" tabIndex={-1} sx={{ outline: 'none', overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);

import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A table that does not fit the screen (a phone) scrolls sideways inside its card, not the page.
 * Width 0 and a minimum of the whole width: the table's own width then does not stretch the
 * list's layout around it, which would make the page wider than the screen.
 */
export const ScrollingTable = ({ children }: { children: ReactNode }) => (
  <Box sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}>{children}</Box>
);

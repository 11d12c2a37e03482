import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * One label and value line of a detail card. A long value (an e-mail address) breaks where it
 * must: the card clips what runs past its edge.
 */
export const InfoRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '112px 1fr', sm: '160px 1fr' }, gap: 1, py: 0.75 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

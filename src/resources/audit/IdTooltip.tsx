import { Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/** A name whose id shows on hover: the log names people and records, the id stays at hand. */
export const IdTooltip = ({ id, children }: { id: string; children: ReactNode }) => (
  <Tooltip title={id} describeChild>
    <span>{children}</span>
  </Tooltip>
);

import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';

interface ActionTooltipProps {
  /** The action's name, shown on hover while it is usable. */
  title?: string;
  /** Why the action is off limits; the caller disables the control itself. */
  disabledReason?: string;
  children: ReactElement;
}

/** A control's tooltip: its name, or why it cannot be used. */
export const ActionTooltip = ({ title, disabledReason, children }: ActionTooltipProps) => {
  if (disabledReason) {
    // A disabled control gets no hover events, so the tooltip listens on a wrapper.
    return (
      <Tooltip title={disabledReason}>
        <span>{children}</span>
      </Tooltip>
    );
  }
  return title ? <Tooltip title={title}>{children}</Tooltip> : children;
};

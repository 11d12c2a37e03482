import type { ReactElement } from 'react';
import { IconButton, type IconButtonProps } from '@mui/material';
import { LinkBase } from 'react-admin';
import { ActionTooltip } from './ActionTooltip';
import { useRowActionLabel } from './useRowActionLabel';

interface RowActionButtonProps {
  /** The short action ("Edit"): the tooltip; the button's accessible name adds the row's. */
  label: string;
  icon: ReactElement;
  /** A page to go to; else the button calls `onClick`. */
  to?: string;
  onClick?: () => void;
  color?: IconButtonProps['color'];
  /** Why the action is off limits: the button stays, disabled, and its tooltip says why. */
  disabledReason?: string;
}

/** A table row's icon action, named for its row (useRowActionLabel); outside a list, by its action alone. */
export const RowActionButton = ({ label, icon, to, onClick, color, disabledReason }: RowActionButtonProps) => {
  const rowLabel = useRowActionLabel();
  const props = { 'aria-label': rowLabel(label), size: 'small', color, disabled: !!disabledReason } as const;
  return (
    <ActionTooltip title={label} disabledReason={disabledReason}>
      {to ? (
        <IconButton component={LinkBase} to={to} {...props}>
          {icon}
        </IconButton>
      ) : (
        <IconButton onClick={onClick} {...props}>
          {icon}
        </IconButton>
      )}
    </ActionTooltip>
  );
};

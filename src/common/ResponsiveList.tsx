import type { ReactNode } from 'react';
import { SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';
import { LineActions } from './LineActions';
import { useIsSmall } from './useIsSmall';

export type MobileListProps = Pick<
  SimpleListProps,
  'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftIcon' | 'rowClick' | 'empty'
> & {
  /**
   * The row's actions components (status switch, delete ...), rendered in the record's context;
   * on a line they offer themselves in a trailing "more" menu (src/common/LineActions.tsx).
   */
  lineActions?: ReactNode;
};

/** The line's name for the menu button's label: its primary text when that is plain text. */
const nameOf = (primaryText: MobileListProps['primaryText'], record: RaRecord) => {
  const text = typeof primaryText === 'function' ? primaryText(record, record.id) : primaryText;
  return typeof text === 'string' ? text : '';
};

/**
 * A list's body: its table (children) on wide screens; under 600 px react-admin's SimpleList, one
 * tappable line per record, since a table's columns cannot fit a phone without scrolling sideways.
 * The list's filters, actions and pagination stay as they are around it.
 */
export const ResponsiveList = ({ children, lineActions, ...mobile }: MobileListProps & { children: ReactNode }) => {
  const small = useIsSmall();
  if (!small) return <>{children}</>;
  return (
    <SimpleList
      {...mobile}
      rightIcon={lineActions ? (record) => <LineActions name={nameOf(mobile.primaryText, record)}>{lineActions}</LineActions> : undefined}
      // The right-hand slot takes no room on lines whose menu has nothing for this user.
      sx={{ '& .MuiListItemText-root + .MuiBox-root .MuiListItemIcon-root': { minWidth: 0 } }}
    />
  );
};

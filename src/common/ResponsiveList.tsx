import type { ReactNode } from 'react';
import { Link, SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';
import { LineActions } from './LineActions';
import { useIsSmall } from './useIsSmall';
import { RowNameContext } from './useRowActionLabel';

export type MobileListProps = Pick<
  SimpleListProps,
  'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftIcon' | 'rowClick' | 'empty'
> & {
  /**
   * The row's actions components (status switch, delete ...), rendered in the record's context;
   * on a line they offer themselves in a trailing "more" menu (src/common/LineActions.tsx).
   */
  lineActions?: ReactNode;
  /**
   * For lists whose lines do not all open a page, instead of rowClick: the line's page, or false
   * for a line the viewer may not open, which is then no button that goes nowhere.
   */
  lineLink?: (record: RaRecord) => string | false;
  /**
   * The row's name where its primary text does not tell it from the others (an order, by its
   * customer): names the line's menu and, on wide screens, the row's action buttons.
   */
  rowName?: (record: RaRecord) => string;
};

/** A line's primary text for its record. */
const textOf = (primaryText: MobileListProps['primaryText'], record: RaRecord) =>
  typeof primaryText === 'function' ? primaryText(record, record.id) : primaryText;

/** The row's name, for its line's menu and its table row's buttons: its primary text when that is plain text. */
const nameOf = (primaryText: MobileListProps['primaryText'], record: RaRecord) => {
  const text = textOf(primaryText, record);
  return typeof text === 'string' ? text : '';
};

/**
 * A list's body: its table (children) on wide screens; under 600 px react-admin's SimpleList, one
 * tappable line per record, since a table's columns cannot fit a phone without scrolling sideways.
 * The list's filters, actions and pagination stay as they are around it.
 */
export const ResponsiveList = ({ children, lineActions, lineLink, rowName, ...mobile }: MobileListProps & { children: ReactNode }) => {
  const small = useIsSmall();
  const { primaryText } = mobile;
  const name = rowName ?? ((record: RaRecord) => nameOf(primaryText, record));
  if (!small) return <RowNameContext.Provider value={name}>{children}</RowNameContext.Provider>;
  return (
    <SimpleList
      {...mobile}
      {...(lineLink && {
        rowClick: false,
        primaryText: (record: RaRecord) => <LineLink to={lineLink(record)}>{textOf(primaryText, record)}</LineLink>,
      })}
      rightIcon={lineActions ? (record) => <LineActions name={name(record)}>{lineActions}</LineActions> : undefined}
      // The right-hand slot takes no room on lines whose menu has nothing for this user.
      sx={{ '& .MuiListItemText-root + .MuiBox-root .MuiListItemIcon-root': { minWidth: 0 } }}
    />
  );
};

/**
 * A line's name: a link stretched over the whole line where `to` is given, so the line taps
 * through, else plain text. The line's menu button comes later in the line and stays above it.
 */
const LineLink = ({ to, children }: { to: string | false; children: ReactNode }) =>
  to ? (
    <Link to={to} color="inherit" underline="none" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
      {children}
    </Link>
  ) : (
    children
  );

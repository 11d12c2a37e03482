import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { Link as MuiLink } from '@mui/material';
import { Link, SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';
import { LineActions } from './LineActions';
import { useIsSmall } from './useIsSmall';
import { RowNameContext } from './useRowActionLabel';

// No rowClick: it makes the whole line a button, and the line's menu button would then sit inside it
// (a button in a button, which screen readers and the keyboard cannot tell apart). A line opens
// through its name instead, stretched over the line (lineLink, onLineOpen).
export type MobileListProps = Pick<SimpleListProps, 'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftIcon' | 'empty'> & {
  /**
   * The row's actions components (status switch, delete ...), rendered in the record's context;
   * on a line they offer themselves in a trailing "more" menu (src/common/LineActions.tsx).
   */
  lineActions?: ReactNode;
  /**
   * The line's page, or false for a line the viewer may not open, which is then no link that goes
   * nowhere.
   */
  lineLink?: (record: RaRecord) => string | false;
  /** For lines that open in place rather than on a page (a lookup's edit dialog): what a tap does. */
  onLineOpen?: (record: RaRecord) => void;
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
export const ResponsiveList = ({
  children,
  lineActions,
  lineLink,
  onLineOpen,
  rowName,
  ...mobile
}: MobileListProps & { children: ReactNode }) => {
  const small = useIsSmall();
  const { primaryText } = mobile;
  const name = rowName ?? ((record: RaRecord) => nameOf(primaryText, record));
  // Where the text does not tell lines apart (a customer's several orders), the line's name says
  // what it reads, then the row's own name.
  const lineLabel = (record: RaRecord) => {
    const text = nameOf(primaryText, record);
    const own = rowName?.(record);
    return own && own !== text ? [text, own].filter(Boolean).join(', ') : undefined;
  };
  if (!small) return <RowNameContext.Provider value={name}>{children}</RowNameContext.Provider>;
  return (
    <SimpleList
      {...mobile}
      rowClick={false}
      primaryText={(record: RaRecord) => (
        <LineName to={lineLink?.(record) ?? false} onOpen={onLineOpen && (() => onLineOpen(record))} label={lineLabel(record)}>
          {textOf(primaryText, record)}
        </LineName>
      )}
      rightIcon={lineActions ? (record) => <LineActions name={name(record)}>{lineActions}</LineActions> : undefined}
      // The right-hand slot takes no room on lines whose menu has nothing for this user.
      sx={{ '& .MuiListItemText-root + .MuiBox-root .MuiListItemIcon-root': { minWidth: 0 } }}
    />
  );
};

// Stretched over the whole line (the list item is its positioned box), so a tap anywhere on it opens
// the line; the menu button, positioned and later in the line, stays above it.
const stretched: SxProps<Theme> = { position: 'static', textAlign: 'start', '&::after': { content: '""', position: 'absolute', inset: 0 } };

/**
 * A line's name: a link to `to` or a button calling `onOpen`, stretched over the line, else plain
 * text. Either is the line's one tab stop before its menu button.
 */
const LineName = ({ to, onOpen, label, children }: { to: string | false; onOpen?: () => void; label?: string; children: ReactNode }) => {
  if (to)
    return (
      <Link to={to} color="inherit" underline="none" sx={stretched} aria-label={label}>
        {children}
      </Link>
    );
  if (onOpen)
    return (
      <MuiLink component="button" type="button" color="inherit" underline="none" onClick={onOpen} sx={stretched} aria-label={label}>
        {children}
      </MuiLink>
    );
  return children;
};

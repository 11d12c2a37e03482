import type { ReactNode } from 'react';
import { SimpleList, type SimpleListProps } from 'react-admin';
import { useIsSmall } from './useIsSmall';

export type MobileListProps = Pick<
  SimpleListProps,
  'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftIcon' | 'rowClick' | 'empty'
>;

/**
 * A list's body: its table (children) on wide screens; under 600 px react-admin's SimpleList, one
 * tappable line per record, since a table's columns cannot fit a phone without scrolling sideways.
 * The list's filters, actions and pagination stay as they are around it.
 */
export const ResponsiveList = ({ children, ...mobile }: MobileListProps & { children: ReactNode }) =>
  useIsSmall() ? <SimpleList {...mobile} /> : <>{children}</>;

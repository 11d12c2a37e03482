/** What MUI's Menu hands its items for keyboard focus (tabIndex, autoFocus). */
export interface MenuItemPassedProps {
  tabIndex?: number;
  autoFocus?: boolean;
}

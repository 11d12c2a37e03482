import type { ReactElement } from 'react';
import { MenuItemLink, useCanAccess } from 'react-admin';

interface MenuEntryProps {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: ReactElement;
  /** react-admin resource whose 'list' right the entry needs (see providers/canAccess.ts). */
  resource: string;
}

/** A sidebar link that hides itself when the signed-in user may not list its resource. */
export const MenuEntry = ({ to, label, icon, resource }: MenuEntryProps) => {
  const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
  if (isPending || !canAccess) return null;
  return <MenuItemLink to={to} primaryText={label} leftIcon={icon} />;
};

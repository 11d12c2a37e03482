import type { ReactNode } from 'react';
import { Layout as RaLayout, usePermissions } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { useDocumentLanguage } from './useDocumentLanguage';

/** Admin layout of spec 2: top bar, 270 px sidebar (theme), content. */
export const Layout = ({ children }: { children: ReactNode }) => {
  // Spec 6: permissions are fetched on entering the admin layout.
  usePermissions();
  useDocumentLanguage();
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  );
};

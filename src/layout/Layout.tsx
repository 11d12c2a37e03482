import type { ReactNode } from 'react';
import { Layout as RaLayout, usePermissions } from 'react-admin';
import { useSearchShortcut } from '../common/useSearchShortcut';
import { LiveProvider } from '../live/LiveProvider';
import { PaletteProvider } from '../palette/PaletteProvider';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { useDocumentLanguage } from './useDocumentLanguage';

// react-admin lets a wide page grow the layout (min-width: fit-content), so on a phone one wide
// table would make every screen scroll sideways; there it stays the screen's width and wide
// content scrolls in its own box.
const phoneWidth = {
  minWidth: { xs: 0, sm: 'fit-content' },
  '& .RaLayout-content': { minWidth: { xs: 0, sm: 'auto' } },
} as const;

/**
 * Admin layout: top bar, 270 px sidebar (theme), content; Ctrl+K opens the command palette anywhere
 * in it. It is shown only when signed in, so it holds the tab's live-updates stream.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  // Permissions are fetched on entering the admin layout.
  usePermissions();
  useSearchShortcut();
  useDocumentLanguage();
  return (
    <LiveProvider>
      <PaletteProvider>
        <RaLayout appBar={AppBar} menu={Menu} sx={phoneWidth}>
          {children}
        </RaLayout>
      </PaletteProvider>
    </LiveProvider>
  );
};

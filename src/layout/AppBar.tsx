import { Box } from '@mui/material';
import { LoadingIndicator, AppBar as RaAppBar, TitlePortal, ToggleThemeButton } from 'react-admin';
import { PaletteButton } from '../palette/PaletteButton';
import { LanguageMenuButton } from './LanguageMenuButton';
import { UserMenu } from './UserMenu';

/** react-admin's own buttons of the bar, with the language menu that keeps the focus. */
const AppBarButtons = () => (
  <>
    <LanguageMenuButton />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

export const AppBar = () => (
  // Always shown: a bar hidden on scroll takes its buttons out of the Tab order too.
  <RaAppBar color="primary" userMenu={<UserMenu />} toolbar={<AppBarButtons />} alwaysOn>
    <Box
      component="img"
      src={`${import.meta.env.BASE_URL}logo.svg`}
      alt=""
      sx={{ width: 28, height: 28, mr: 1, display: { xs: 'none', sm: 'block' } }}
    />
    {/* On a phone the bar is narrow: the title wraps, a size smaller, rather than ending in "…". */}
    <TitlePortal
      sx={(theme) => ({
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        fontSize: '1rem',
        lineHeight: 1.25,
        [theme.breakpoints.up('sm')]: {
          whiteSpace: 'nowrap',
          fontSize: theme.typography.h6.fontSize,
          lineHeight: theme.typography.h6.lineHeight,
        },
      })}
    />
    <PaletteButton />
  </RaAppBar>
);

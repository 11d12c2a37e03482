import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Spec 9: green primary colour, sidebar 270 px. Built from react-admin's default themes so a
// dark variant is the same call with defaultDarkTheme and darker tones.

interface Tones {
  primary: string;
  secondary: string;
}

const LIGHT: Tones = { primary: '#2e7d32', secondary: '#558b2f' };
const DARK: Tones = { primary: '#66bb6a', secondary: '#9ccc65' };

export const SIDEBAR_WIDTH = 270;

const makeTheme = (base: RaThemeOptions, mode: 'light' | 'dark', tones: Tones): RaThemeOptions => ({
  ...base,
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
  palette: {
    ...base.palette,
    mode,
    primary: { main: tones.primary, contrastText: '#fff' },
    secondary: { main: tones.secondary, contrastText: '#fff' },
  },
  components: {
    ...base.components,
    // Every sidebar row (links, group toggles, logout) gets the border, so texts line up.
    RaMenu: {
      styleOverrides: {
        root: {
          '& .MuiMenuItem-root': { borderLeft: '3px solid transparent' },
          '& .MuiMenuItem-root .MuiListItemIcon-root': { minWidth: 40 },
        },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          '&.RaMenuItemLink-active': { borderLeftColor: tones.primary, color: tones.primary },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: tones.primary },
        },
      },
    },
  },
});

export const lightTheme = makeTheme(defaultLightTheme, 'light', LIGHT);
/** Ready for a theme switch; not offered yet (the spec has one light theme). */
export const darkTheme = makeTheme(defaultDarkTheme, 'dark', DARK);

import type { CheckboxOwnerState } from '@mui/material';
import { lighten, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Green primary colour, sidebar 270 px. Built from react-admin's default themes so the
// dark variant is the same call with defaultDarkTheme and lighter greens.

interface Tones {
  primary: string;
  secondary: string;
  /** Text on those greens: white on the dark ones, near-black on the light ones (WCAG AA). */
  onTone: string;
  /** MUI defaults that fall short of WCAG AA in this mode (tests/ui/i18n/themeContrast.test.ts). */
  fixes: RaThemeOptions['palette'];
}

const NEAR_BLACK = 'rgba(0, 0, 0, 0.87)';

const LIGHT: Tones = {
  // #558b2f was 4.1:1 under white text; a shade darker passes.
  primary: '#2e7d32',
  secondary: '#4a7c2a',
  onTone: '#fff',
  // The status chips' 13 px labels are text (4.5:1): MUI's orange (Pending) was 3.0:1 on white and
  // its blue (Progress) 3.9:1.
  fixes: { warning: { main: '#bf5000' }, info: { main: '#0277bd' } },
};
const DARK: Tones = {
  primary: '#66bb6a',
  secondary: '#9ccc65',
  onTone: NEAR_BLACK,
  // White on the error snackbar's light red was 3.7:1; MUI's red (the Cancel chip) was 3.5:1 on a card,
  // and #ff7070 4.3:1 under an invalid field on a dialog's lighter paper.
  fixes: { error: { main: '#ff8a80', contrastText: NEAR_BLACK } },
};

export const SIDEBAR_WIDTH = 270;

const makeTheme = (base: RaThemeOptions, mode: 'light' | 'dark', tones: Tones): RaThemeOptions => ({
  ...base,
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
  palette: {
    ...base.palette,
    mode,
    primary: { main: tones.primary, contrastText: tones.onTone },
    secondary: { main: tones.secondary, contrastText: tones.onTone },
    ...tones.fixes,
  },
  components: {
    ...base.components,
    // MUI 9 sets a Checkbox's aria-label on the span around its input, so the box a screen reader
    // lands on had no name (react-admin's row boxes, "Select this row"): it names the input.
    MuiCheckbox: {
      defaultProps: {
        slotProps: { root: { 'aria-label': undefined }, input: (box: CheckboxOwnerState) => ({ 'aria-label': box['aria-label'] }) },
      },
    },
    // MUI draws a picture-less avatar's initials in the page colour on grey 400 (light, 1.8:1) or
    // grey 600 (dark, 2.8:1): a deeper or paler grey holds them to 4.5:1.
    MuiAvatar: {
      styleOverrides: {
        colorDefault: ({ theme }: { theme: Theme }) => ({ backgroundColor: theme.palette.grey[mode === 'light' ? 700 : 400] }),
      },
    },
    // On a filled field's grey a focused field's green label was 4.49:1 and an invalid one's red
    // label 4.36:1 in the light theme (less under the pointer): their darker tones hold 4.5:1. In a
    // dark dialog, whose paper is lighter, the same grey left them 3.2:1 and 3.4:1: paler tones.
    MuiFormLabel: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) =>
          mode === 'light'
            ? { '&.Mui-focused': { color: theme.palette.primary.dark }, '&.Mui-error': { color: theme.palette.error.dark } }
            : {
                '&.Mui-focused': { color: lighten(theme.palette.primary.main, 0.4) },
                '&.Mui-error': { color: lighten(theme.palette.error.main, 0.4) },
              },
      },
    },
    // MUI greys a disabled or read-only field's helper text to text.disabled (2.7:1 on white), yet
    // that text says why the field is locked ("Set by the account type."): it keeps a helper
    // text's colour, 4.5:1 in both themes (an error's red still wins).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }),
      },
    },
    // Every sidebar row (links, group toggles, logout) gets the border, so texts line up.
    RaMenu: {
      styleOverrides: {
        root: {
          '& .MuiMenuItem-root': { borderLeft: '3px solid transparent' },
          '& .MuiMenuItem-root .MuiListItemIcon-root': { minWidth: 40 },
        },
      },
    },
    // Beside a long row of actions (Refresh ... Add New) react-admin shrinks the filters to one per
    // line. The filters now take the width their row needs, and where the actions do not fit beside
    // them they move to a line of their own, at the right. On a phone react-admin drew the actions
    // above the filters that come before them, so Tab met the search box first and then went back
    // up: there the actions follow the filters too, on a line of their own, as Tab meets them.
    RaListToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.up('sm')]: { flexWrap: 'wrap', '& > :last-child': { marginLeft: 'auto' } },
          [theme.breakpoints.down('sm')]: { flexDirection: 'column', alignItems: 'stretch' },
        }),
      },
    },
    // A laptop's table cells pad less: with the sidebar open, the users list's approval buttons
    // made the table wider than a 1280 px screen, and the whole page scrolled sideways.
    RaDataTable: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('xl')]: {
            '& .MuiTableCell-sizeSmall:not(.MuiTableCell-paddingCheckbox)': { paddingInline: theme.spacing(1) },
          },
        }),
      },
    },
    // With no row selected react-admin's bulk toolbar is 0 px high, yet its buttons took Tab stops
    // and were read out: hidden, it is out of the Tab order and the accessibility tree until then.
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    RaFilterForm: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.up('md')]: { flex: '1 1 auto' } }),
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
/** Offered by the app bar's theme toggle; the light theme stays the default. */
export const darkTheme = makeTheme(defaultDarkTheme, 'dark', DARK);

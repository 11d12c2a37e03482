import { describe, expect, it } from 'vitest';
import {
  createTheme,
  decomposeColor,
  getContrastRatio,
  getOverlayAlpha,
  recomposeColor,
  type Palette,
  type Theme,
} from '@mui/material/styles';
import { darkTheme, lightTheme } from '../../../src/layout/themes';

const themes: [string, Theme][] = [
  ['light', createTheme(lightTheme)],
  ['dark', createTheme(darkTheme)],
];
const palettes: [string, Palette][] = themes.map(([mode, theme]) => [mode, theme.palette]);

// WCAG AA: 4.5:1 for text, the outlined chips' 13 px labels among it; 3:1 for large text and borders.
describe.each(palettes)('%s theme contrast', (_, palette) => {
  it('keeps text on the green buttons, app bar and snackbars readable (4.5:1)', () => {
    expect(getContrastRatio(palette.primary.main, palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.secondary.main, palette.secondary.contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.error.main, palette.error.contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the secondary text (captions, the not-found page's words) readable on the page (4.5:1)", () => {
    for (const background of [palette.background.paper, palette.background.default])
      expect(getContrastRatio(over(background, palette.text.secondary), background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the status chips (Pending, Progress ...) and the active menu entry readable on the page (4.5:1)', () => {
    for (const colour of ['primary', 'info', 'success', 'warning', 'error'] as const) {
      for (const background of [palette.background.paper, palette.background.default]) {
        expect(getContrastRatio(palette[colour].main, background), colour).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

// MUI's grey behind a picture-less avatar's initials (a buyer on the dashboard, a reviewer) is
// 1.8:1 under its near-white letters in the light theme.
describe.each(themes)('%s theme avatars', (_, theme) => {
  it('keeps the initials of an avatar without a picture readable (4.5:1)', () => {
    const override = theme.components?.MuiAvatar?.styleOverrides?.colorDefault as
      ((props: { theme: Theme }) => { backgroundColor: string }) | undefined;
    expect(override).toBeTypeOf('function');
    expect(getContrastRatio(theme.palette.background.default, override!({ theme }).backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});

/** `overlay` laid over the opaque `background`, as the browser paints it. */
const over = (background: string, overlay: string) => {
  const [r, g, b, a = 1] = decomposeColor(overlay).values;
  const under = decomposeColor(background).values;
  return recomposeColor({
    type: 'rgb',
    values: [r, g, b].map((value, at) => Math.round(value * a + under[at] * (1 - a))) as [number, number, number],
  });
};

// A filled field's grey where it is darkest (MUI's FilledInput under the pointer): a focused
// field's green label was 4.49:1 on it and an invalid one's red label 4.36:1.
const FIELD_GREY = { light: 'rgba(0, 0, 0, 0.09)', dark: 'rgba(255, 255, 255, 0.13)' };

// The edit dialog's paper, which the dark theme lightens with a white overlay for its elevation (24).
const dialogPaper = (theme: Theme) =>
  theme.palette.mode === 'dark'
    ? over(theme.palette.background.paper, `rgba(255, 255, 255, ${getOverlayAlpha(24)})`)
    : theme.palette.background.paper;

describe.each(themes)('%s theme field labels', (mode, theme) => {
  it.each([
    ['a page', (t: Theme) => t.palette.background.paper],
    ['a dialog', dialogPaper],
  ])("keeps a filled field's focused and error labels readable on its grey, on %s (4.5:1)", (_, paperOf) => {
    const label = theme.components?.MuiFormLabel?.styleOverrides?.root as
      ((props: { theme: Theme }) => Record<string, { color: string }>) | undefined;
    const styles = label?.({ theme }) ?? {};
    const grey = over(paperOf(theme), FIELD_GREY[mode as 'light' | 'dark']);
    expect(getContrastRatio(styles['&.Mui-focused']?.color ?? theme.palette.primary.main, grey)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(styles['&.Mui-error']?.color ?? theme.palette.error.main, grey)).toBeGreaterThanOrEqual(4.5);
  });
});

// MUI greys a disabled field's helper text (text.disabled, 2.7:1 on white); the user form's
// "Set by the account type." under a locked field is what tells why it is locked.
describe.each(themes)('%s theme helper texts', (_, theme) => {
  it("keeps a disabled field's helper text readable on a dialog (4.5:1)", () => {
    const helper = theme.components?.MuiFormHelperText?.styleOverrides?.root as
      ((props: { theme: Theme }) => Record<string, { color: string }>) | undefined;
    const colour = helper?.({ theme })['&.Mui-disabled:not(.Mui-error)']?.color ?? theme.palette.text.disabled;
    const paper = dialogPaper(theme);
    expect(getContrastRatio(over(paper, colour), paper)).toBeGreaterThanOrEqual(4.5);
  });
});

// An invalid field's red label and "Name is required" under it sit on that paper in the dialogs.
describe.each(themes)('%s theme error texts', (_, theme) => {
  it("keeps an invalid field's red helper text readable on a dialog (4.5:1)", () => {
    expect(getContrastRatio(theme.palette.error.main, dialogPaper(theme))).toBeGreaterThanOrEqual(4.5);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { darkTheme, lightTheme } from '../../../src/layout/themes';

/** One chart in the app's i18n and theme (dark when asked), as a screen shows it. */
export const renderChart = (chart: ReactElement, { dark = false } = {}) =>
  render(
    <AdminContext i18nProvider={i18nProvider} lightTheme={dark ? darkTheme : lightTheme} darkTheme={null}>
      {chart}
    </AdminContext>,
  );

/**
 * The tooltip a user gets on the chart's `steps`th period or slice, reached with the keyboard as
 * jsdom has no layout to hover: its heading and its rows of name and value.
 */
export const tooltipAt = async (steps: number) => {
  const user = userEvent.setup();
  await user.tab();
  await user.keyboard('{ArrowRight}'.repeat(steps));
  const tooltip = await screen.findByRole('tooltip');
  return {
    heading: tooltip.querySelector('caption')?.textContent ?? null,
    rows: [...tooltip.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
  };
};

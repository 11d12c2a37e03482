import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openReports } from './reportsPage';

/** The sidebar's entries once the permissions have loaded (Dashboard shows for every role). */
const menuEntries = async () => {
  const menu = await waitFor(() => {
    const found = screen.getAllByRole('menu')[0];
    expect(within(found).getByText('Dashboard')).toBeInTheDocument();
    return found;
  });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('who sees Reports', () => {
  it.each(['Vendor', 'Admin'] as const)('lists Reports in the sidebar of a %s', async (role) => {
    openReports(role, '?from=2026-11-04&to=2026-11-06');
    expect(await menuEntries()).toContain('Reports');
  });

  it("leaves Reports out of a buyer's sidebar and refuses the page, asking the server nothing", async () => {
    const { bodiesTo } = openReports('User', '?from=2026-11-04&to=2026-11-06');
    expect(await menuEntries()).not.toContain('Reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(bodiesTo('sales')).toEqual([]);
  });
});

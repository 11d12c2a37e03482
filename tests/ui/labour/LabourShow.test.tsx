import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { onPhoneScreen } from '../mobile/phoneScreen';
import { labourApi, makeLabour } from './labourApi';

describe('Labour view (/admin/labor/view/:id)', () => {
  it('shows the listing, its days with the computed hours and amounts, and the work images', async () => {
    const labour = makeLabour({
      work_images: [
        { id: 'i1', labor_id: 'l', image_url: '/uploads/labours/a.png' },
        { id: 'i2', labor_id: 'l', image_url: '/uploads/labours/b.png' },
      ],
    });
    const api = labourApi([labour]);
    server.use(...api.handlers);
    signIn(superAdmin);
    renderApp(`/labor/view/${labour.id}`);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Labour Info' })).closest('.MuiCard-root') as HTMLElement;
    expect(api.bodiesTo('/api/single-labor-info')[0]).toEqual({ id: labour.id });
    expect(screen.getByRole('heading', { level: 1, name: 'Ramesh Gowda' })).toBeInTheDocument();
    for (const text of ['Harvesting', '9876543210', 'Active', 'Paddy and ragi harvest', 'Ravi Kumar']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('img', { name: 'Work image 2' })).toHaveAttribute('src', '/uploads/labours/b.png');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/labor/edit/${labour.id}`);

    const days = screen.getByRole('heading', { level: 2, name: 'Working Days' }).closest('.MuiCard-root') as HTMLElement;
    const rows = within(days)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Day', 'Start', 'End', 'Break (min)', 'Working Hours', 'Per Hour', 'Day Amount'],
      ['Monday', '08:00', '17:00', '0', '9:00', '₹100.00', '₹900.00'],
      ['Wednesday', '08:00', '17:00', '30', '8:30', '₹100.00', '₹850.00'],
    ]);
  }, 40_000);

  it('says so when the listing cannot be loaded', async () => {
    server.use(...labourApi([]).handlers);
    signIn(superAdmin);
    renderApp('/labor/view/1f000000-0000-4000-8000-999999999999');
    expect(await screen.findByText('The labour listing could not be loaded: Laborer not found.')).toBeInTheDocument();
  }, 40_000);
});

describe('Labour view on a phone', () => {
  onPhoneScreen();

  it('shows each working day as a block with every value under its heading, no table to scroll sideways', async () => {
    const labour = makeLabour();
    server.use(...labourApi([labour]).handlers);
    signIn(superAdmin);
    renderApp(`/labor/view/${labour.id}`);
    const days = (await screen.findByRole('heading', { level: 2, name: 'Working Days' })).closest('.MuiCard-root') as HTMLElement;
    expect(within(days).queryByRole('table')).not.toBeInTheDocument();
    const blocks = within(days)
      .getAllByRole('listitem')
      .map((day) => [
        day.querySelector(':scope > div')?.textContent,
        ...Array.from(day.querySelectorAll('dt'), (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
      ]);
    expect(blocks).toEqual([
      ['Monday', 'Start: 08:00', 'End: 17:00', 'Break (min): 0', 'Working Hours: 9:00', 'Per Hour: ₹100.00', 'Day Amount: ₹900.00'],
      ['Wednesday', 'Start: 08:00', 'End: 17:00', 'Break (min): 30', 'Working Hours: 8:30', 'Per Hour: ₹100.00', 'Day Amount: ₹850.00'],
    ]);
  }, 40_000);
});

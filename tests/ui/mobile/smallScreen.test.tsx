// Under 600 px: lists are react-admin SimpleLists, a tap opens the record, form dialogs
// fill the screen. jsdom has no layout, so the media query is answered by a stub.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { superAdmin } from '../handlers';
import { makeProduct, productsApi } from '../products/productsApi';
import { openLookup } from '../registry/helpers';
import { categories } from '../registry/rows';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { onPhoneScreen } from './phoneScreen';

onPhoneScreen();

describe('on a phone-sized screen', () => {
  it('lists products one line each (name, category, price, picture) and a tap opens the product', async () => {
    const api = productsApi([makeProduct({ name: 'Spinach Fresh', discount_unit_price: 1250.5 })]);
    server.use(...api.handlers);
    signIn(superAdmin);
    const { router } = renderApp('/products');
    const line = (await screen.findByText('Spinach Fresh')).closest('.MuiListItemButton-root') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(line).getByText('Vegetables · Leafy')).toBeInTheDocument();
    expect(within(line).getByText('₹1,250.50')).toBeInTheDocument();
    expect(within(line).getByText('SF')).toBeInTheDocument();
    // The filters wait behind the filter button (tests/ui/mobile/phoneLists.test.tsx); paging stays.
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add filter' })).toBeInTheDocument();
    expect(screen.getByText('1-1 of 1')).toBeInTheDocument();

    await userEvent.setup().click(line);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/product/${api.products[0].id}`));
  });

  it("lets the app bar's page title wrap instead of cutting it short", async () => {
    server.use(...productsApi([makeProduct({ name: 'Spinach Fresh' })]).handlers);
    signIn(superAdmin);
    renderApp('/products');
    await screen.findByText('Spinach Fresh');
    const title = document.getElementById('react-admin-title') as HTMLElement;
    // jsdom lays nothing out and applies no min-width media rule, so this reads the style of
    // the narrowest screens: the one that lets a long title take two lines.
    expect(title).toHaveTextContent('Products');
    expect(title).toHaveStyle({ whiteSpace: 'normal', fontSize: '1rem' });
  });

  it('lists a declared lookup by its name and next columns; a tap opens its edit dialog full screen', async () => {
    openLookup('/lookup/category', { category: categories(3) });
    const line = (await screen.findByText('Category 01')).closest('.MuiListItemButton-root') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(line).getByText('Description 1')).toBeInTheDocument();

    await userEvent.setup().click(line);
    const dialog = await screen.findByRole('dialog', { name: 'Category Edit' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Category 01');
  });
});

// Under 600 px: lists are react-admin SimpleLists, a tap opens the record, form dialogs
// fill the screen; no control of a line sits inside another. jsdom has no layout, so the media
// query is answered by a stub.
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
import { labourApi, makeLabour } from '../labour/labourApi';
import { lookupApi } from '../lookupApi';
import { makeOrder, ordersApi } from '../orders/ordersApi';
import { makeUser, usersApi } from '../users/usersApi';

const SLOW = 20_000;

onPhoneScreen();

describe('on a phone-sized screen', () => {
  it('lists products one line each (name, category, price, picture) and a tap opens the product', async () => {
    const api = productsApi([makeProduct({ name: 'Spinach Fresh', discount_unit_price: 1250.5 })]);
    server.use(...api.handlers);
    signIn(superAdmin);
    const { router } = renderApp('/products');
    const line = (await screen.findByText('Spinach Fresh')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(line).getByText('Vegetables · Leafy')).toBeInTheDocument();
    expect(within(line).getByText('₹1,250.50')).toBeInTheDocument();
    expect(within(line).getByText('SF')).toBeInTheDocument();
    // The filters wait behind the filter button (tests/ui/mobile/phoneLists.test.tsx); paging stays.
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add filter' })).toBeInTheDocument();
    expect(screen.getByText('1-1 of 1')).toBeInTheDocument();

    // The line opens through its name, a link stretched over the whole line.
    await userEvent.setup().click(within(line).getByRole('link', { name: 'Spinach Fresh' }));
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
    const line = (await screen.findByText('Category 01')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(line).getByText('Description 1')).toBeInTheDocument();

    // Its name is a button stretched over the line, ahead of the line's menu.
    await within(line).findByRole('button', { name: 'Actions for Category 01' });
    const name = within(line).getByRole('button', { name: 'Category 01' });
    expect(
      within(line)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Category 01', 'Actions for Category 01']);
    name.focus();
    await userEvent.setup().keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Category Edit' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Category 01');
  });

  // A control inside another (a line that is a button holding its menu button) is one a screen
  // reader and the keyboard cannot tell apart from its container.
  it.each([
    ['users', () => server.use(...usersApi([makeUser({ name: 'Ravi Kumar' })]).handlers), '/users', 'Ravi Kumar'],
    ['products', () => server.use(...productsApi([makeProduct({ name: 'Spinach Fresh' })]).handlers), '/products', 'Spinach Fresh'],
    ['orders', () => server.use(...ordersApi([makeOrder({ slug: 'order-phone-1' })]).handlers), '/orders', 'order-phone-1'],
    ['labour', () => server.use(...labourApi([makeLabour({ labor_name: 'Ramesh Gowda' })]).handlers), '/labors', 'Ramesh Gowda'],
    ['lookup', () => server.use(...lookupApi({ category: categories(1) }).handlers), '/lookup/category', 'Category 01'],
  ])(
    'puts no control of a line inside another on the %s list',
    async (_list, serve, path, name) => {
      serve();
      signIn(superAdmin);
      renderApp(path);
      const menu = await screen.findByRole('button', { name: `Actions for ${name}` });
      const line = menu.closest('li') as HTMLElement;
      expect(nestedControls(line)).toEqual([]);
      // The line opens by its name, then its menu: two stops.
      expect(line.querySelectorAll(CONTROLS)).toHaveLength(2);
    },
    SLOW,
  );
});

const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="checkbox"], [tabindex]';

/** The controls in `root` that sit inside another control. */
const nestedControls = (root: HTMLElement) =>
  [...root.querySelectorAll(CONTROLS)].filter((control) => control.parentElement?.closest(CONTROLS)).map((control) => control.outerHTML);

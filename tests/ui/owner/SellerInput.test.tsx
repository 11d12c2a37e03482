// The Owner picker of the product and labour forms: staff search sellers as they type and the
// one chosen is the saved user_id; a seller filing its own records never sees it.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { ok, superAdmin, vendor } from '../handlers';
import { makeLabour, labourApi } from '../labour/labourApi';
import { makeProduct, productsApi } from '../products/productsApi';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';

type User = ReturnType<typeof userEvent.setup>;

const SLOW = 60_000;
const sellers = [
  { uuid: 'e1000000-0000-4000-8000-000000000001', name: 'Meena Traders', phone_code: '91', phone: '9876500001', account_type: 'Vendor' },
  { uuid: 'e1000000-0000-4000-8000-000000000002', name: 'Kisan Seeds', phone_code: '91', phone: '9876500002', account_type: 'Vendor' },
  { uuid: 'e1000000-0000-4000-8000-000000000003', name: 'Meena Farms', phone_code: '91', phone: '9123400003', account_type: 'Labor' },
];

/** The seller lookup as the server answers it, matching name or phone, with every body it was sent. */
const sellerLookup = () => {
  const bodies: { search?: string; owner_of?: string }[] = [];
  server.use(
    http.post('/api/dropdown-user-list', async ({ request }) => {
      const body = (await request.json()) as { search?: string; owner_of?: string };
      bodies.push(body);
      const term = (body.search ?? '').toLowerCase();
      return ok(sellers.filter((s) => s.name.toLowerCase().includes(term) || s.phone.includes(term)));
    }),
    http.post('/api/single-user-info', () => ok(sellers[1])),
  );
  return bodies;
};

const owner = () => screen.getByRole('combobox', { name: /^Owner/ });
const text = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const pick = async (user: User, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const openProduct = async (path: string, seed = [makeProduct()]) => {
  const api = productsApi(seed);
  server.use(...api.handlers);
  const lookups = sellerLookup();
  signIn(superAdmin);
  renderApp(path);
  await screen.findByRole('combobox', { name: /^Owner/ });
  return { api, lookups, user: userEvent.setup() };
};

describe('the Owner picker', () => {
  it(
    'searches sellers as staff type, once the typing pauses, and saves the one chosen by keyboard as user_id',
    async () => {
      const { api, lookups, user } = await openProduct('/product/create');
      expect(screen.getByText(/Left empty, a new record is yours/)).toBeInTheDocument();
      await user.type(owner(), 'meena');
      // The last search is the whole text, once the typing pauses (an earlier one may match too).
      await waitFor(() => expect(lookups.filter((b) => b.search).at(-1)).toEqual({ search: 'meena', owner_of: 'product' }));
      expect(lookups.filter((b) => b.search).length).toBeLessThan('meena'.length);
      expect(await screen.findByRole('option', { name: 'Meena Traders · +91 9876500001' })).toBeInTheDocument();
      // An earlier search's options stay on screen until the last one's reply is drawn.
      await waitFor(() => expect(screen.queryByRole('option', { name: /Kisan Seeds/ })).not.toBeInTheDocument());

      await user.keyboard('{ArrowDown}{Enter}');
      expect(owner()).toHaveValue('Meena Traders · +91 9876500001');
      await user.type(text('Name'), 'Tractor 45HP');
      await pick(user, 'Category', 'Vegetables');
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Sub Category/ })).toBeEnabled());
      await pick(user, 'Sub Category', 'Leafy');
      await user.type(text('Price'), '1500');
      await pick(user, 'Select Unit', 'Kilogram');
      await user.type(text('Latitude'), '12.5');
      await user.type(text('Longitude'), '77.5');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await findNotification('Product created successfully.');
      expect(api.bodiesTo('/api/product-create')[0]).toMatchObject({ user_id: sellers[0].uuid });
    },
    SLOW,
  );

  it(
    "shows a product's owner by name on the edit form and can hand it to another seller",
    async () => {
      const product = makeProduct();
      const { api, user } = await openProduct(`/product/edit/${product.id}`, [product]);
      await waitFor(() => expect(owner()).toHaveValue('Ravi Kumar'));
      await user.clear(owner());
      await user.type(owner(), '98765000');
      await user.click(await screen.findByRole('option', { name: /^Kisan Seeds/ }));
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await findNotification('Product updated successfully.');
      expect(api.bodiesTo('/api/product-update')[0]).toMatchObject({ product_id: product.id, user_id: sellers[1].uuid });
    },
    SLOW,
  );

  it(
    'shows the owner a seller page sends to the product form by name',
    async () => {
      const api = productsApi([]);
      server.use(...api.handlers);
      sellerLookup();
      signIn(superAdmin);
      renderApp(`/product/create?user_id=${sellers[1].uuid}`);
      await screen.findByRole('textbox', { name: /^Name/ });
      await waitFor(() => expect(owner()).toHaveValue('Kisan Seeds · +91 9876500002'));
    },
    SLOW,
  );

  it(
    'offers labour owners on the labour form, and shows the owner a user page sends by name',
    async () => {
      const api = labourApi([makeLabour()]);
      server.use(...api.handlers);
      const lookups = sellerLookup();
      signIn(superAdmin);
      renderApp(`/labor/create?user_id=${sellers[1].uuid}`);
      await screen.findByRole('textbox', { name: /^Work Title/ });
      await waitFor(() => expect(owner()).toHaveValue('Kisan Seeds · +91 9876500002'));
      const user = userEvent.setup();
      await user.clear(owner());
      await user.type(owner(), 'farms');
      // An earlier search may already match: the one of the whole text comes once the typing pauses.
      await waitFor(() => expect(lookups.at(-1)).toEqual({ search: 'farms', owner_of: 'labour' }));
      await user.click(await screen.findByRole('option', { name: /^Meena Farms/ }));
      expect(owner()).toHaveValue('Meena Farms · +91 9123400003');
    },
    SLOW,
  );

  it(
    'is not there for a seller, whose products are its own',
    async () => {
      const api = productsApi([]);
      server.use(...api.handlers);
      const lookups = sellerLookup();
      signIn(vendor, ROLE_GRANTS.Vendor);
      renderApp('/product/create');
      await screen.findByRole('textbox', { name: /^Name/ });
      expect(screen.queryByRole('combobox', { name: /^Owner/ })).not.toBeInTheDocument();
      expect(lookups).toEqual([]);
    },
    SLOW,
  );
});

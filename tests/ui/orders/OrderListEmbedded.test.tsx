import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ok, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeProduct, productsApi } from '../products/productsApi';
import { makeUser, usersApi } from '../users/usersApi';
import { makeOrder, ordersApi } from './ordersApi';

const SLOW = 40_000;

/** The embedded list: the section under its h2 'Orders'. */
const ordersSection = async () => (await screen.findByRole('heading', { level: 2, name: 'Orders' })).closest('section') as HTMLElement;

const withOrders = () => {
  const api = ordersApi([makeOrder({ slug: 'order-embedded' })]);
  server.use(...api.handlers);
  return api;
};

describe('Orders list embedded on record pages', () => {
  it(
    "on a product's page: its orders, without the product filter",
    async () => {
      const orders = withOrders();
      const products = productsApi([makeProduct({ name: 'Spinach Fresh' })]);
      server.use(...products.handlers);
      signIn(superAdmin);
      renderApp(`/product/${products.products[0].id}`);
      const section = await ordersSection();
      await within(section).findByText('order-embedded');
      expect(within(section).getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
      expect(within(section).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
      expect(within(section).queryByRole('combobox', { name: 'Product' })).not.toBeInTheDocument();
      const body = orders.bodiesTo('/api/order-list')[0];
      expect(body).toMatchObject({ order_type: 'product', url_product_id: products.products[0].id, status: 'Pending' });
      expect(body).not.toHaveProperty('product_id');
      expect(body).not.toHaveProperty('user_id');
    },
    SLOW,
  );

  it(
    "on a user's page: the user's orders by user_id",
    async () => {
      const orders = withOrders();
      const users = usersApi([makeUser({ uuid: 'bbbbbbbb-0000-4000-8000-000000000001', name: 'Asha Patil' })]);
      server.use(...users.handlers);
      signIn(superAdmin);
      renderApp('/user/bbbbbbbb-0000-4000-8000-000000000001');
      const section = await ordersSection();
      await within(section).findByText('order-embedded');
      expect(within(section).getByRole('combobox', { name: 'Product' })).toBeInTheDocument();
      expect(orders.bodiesTo('/api/order-list')[0]).toMatchObject({
        order_type: 'user',
        user_id: 'bbbbbbbb-0000-4000-8000-000000000001',
        status: 'Pending',
        product_id: 'All',
      });
    },
    SLOW,
  );

  it(
    'on /my-account: the signed-in user’s own orders',
    async () => {
      const orders = withOrders();
      server.use(...usersApi([makeUser({ uuid: superAdmin.uuid, name: superAdmin.name })]).handlers);
      signIn(superAdmin);
      renderApp('/my-account');
      await within(await ordersSection()).findByText('order-embedded');
      expect(orders.bodiesTo('/api/order-list')[0]).toMatchObject({ order_type: 'user', user_id: superAdmin.uuid });
    },
    SLOW,
  );

  it(
    'shows nothing to an account that may not see orders',
    async () => {
      const orders = withOrders();
      const products = productsApi([makeProduct({ name: 'Spinach Fresh' })]);
      const permissions = ['dashboard_view', 'product_view', 'user_view'];
      server.use(
        ...products.handlers,
        http.post('/api/user-permission', () => ok(permissions)),
      );
      signIn({ ...superAdmin, account_type: 'Admin' }, permissions);
      renderApp(`/product/${products.products[0].id}`);
      await screen.findByRole('heading', { level: 2, name: 'Product Info' });
      await waitFor(() => expect(products.bodiesTo('/api/single-product-info')).toHaveLength(1));
      expect(screen.queryByRole('heading', { level: 2, name: 'Orders' })).not.toBeInTheDocument();
      expect(orders.bodiesTo('/api/order-list')).toEqual([]);
    },
    SLOW,
  );
});

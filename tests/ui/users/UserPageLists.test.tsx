import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeLabour, labourApi } from '../labour/labourApi';
import { makeLine, makeOrder, ordersApi, sellers } from '../orders/ordersApi';
import { makeProduct, productsApi } from '../products/productsApi';
import { makeUser, usersApi } from './usersApi';

// What a user's page lists below its details, by what the account does: a seller's products and
// the orders holding them (its share of each), a labourer's labour, a buyer's orders placed.

const SLOW = 40_000;

const section = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;

/** A user's page seen by the Super Admin, with the given fakes answering. */
const openPage = (user: ReturnType<typeof makeUser>, orders = ordersApi(), products = productsApi(), labour = labourApi()) => {
  server.use(...orders.handlers, ...products.handlers, ...labour.handlers, ...usersApi([user]).handlers);
  signIn(superAdmin);
  renderApp(`/user/${user.uuid}`);
  return { orders, products, labour };
};

const kaveri = () => makeUser({ uuid: sellers.kaveri.uuid, name: sellers.kaveri.name, account_type: 'Vendor', is_type: 'Seller' });

describe("A user's page lists what belongs to it", () => {
  it(
    "a seller's: its products, and the orders holding them with its share as the amount",
    async () => {
      // Kaveri's 1,250.50 line and Anand's 800.00 line in one basket of 2,050.50.
      const basket = makeOrder({
        slug: 'order-basket',
        items: [makeLine(), makeLine({ seller_id: sellers.anand.uuid, seller_name: sellers.anand.name, total_price: 800 })],
      });
      const { orders, products } = openPage(kaveri(), ordersApi([basket]), productsApi([makeProduct({ name: 'Spinach Fresh' })]));
      const productSection = (await screen.findByRole('heading', { level: 2, name: 'Products' })).parentElement as HTMLElement;
      expect(await within(productSection).findByText('Spinach Fresh')).toBeInTheDocument();
      // Add New there is for this seller: the form opens with it as the owner.
      expect(within(productSection).getByRole('link', { name: 'Add New' })).toHaveAttribute(
        'href',
        `/admin/product/create?user_id=${sellers.kaveri.uuid}`,
      );
      await waitFor(() =>
        expect(products.requests.find((r) => r.path === '/api/product-list')?.body).toMatchObject({ user_id: sellers.kaveri.uuid }),
      );

      const held = await section('Orders holding its products');
      const row = (await within(held).findByText('order-basket')).closest('tr') as HTMLElement;
      expect(within(held).getByRole('columnheader', { name: "Amount (this seller's share)" })).toBeInTheDocument();
      expect(row).toHaveTextContent('1,250.50');
      expect(row).not.toHaveTextContent('2,050.50');
      const body = orders.bodiesTo('/api/order-list')[0];
      expect(body).toMatchObject({ seller_id: sellers.kaveri.uuid, status: 'Pending' });
      expect(body).not.toHaveProperty('user_id');
      // A seller's page has no buyer's Orders; it lists labour too, since sellers may offer it.
      expect(screen.queryByRole('heading', { level: 2, name: 'Orders' })).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: 'Labour' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "says when no order holds a seller's products, naming the filters on, and when it has no products",
    async () => {
      openPage(kaveri());
      const held = await section('Orders holding its products');
      expect(await within(held).findByText("No orders hold this seller's products. Filters on: Status: Pending.")).toBeInTheDocument();
      expect(await screen.findByText('This seller has no products.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "a labourer's: its labour, and no products or orders",
    async () => {
      const raju = makeUser({ name: 'Raju Kamble', account_type: 'Labor', is_type: 'Labor' });
      const { labour } = openPage(raju, ordersApi(), productsApi(), labourApi([makeLabour({ labor_name: 'Raju Harvest Crew' })]));
      expect(await screen.findByText('Raju Harvest Crew')).toBeInTheDocument();
      expect(labour.requests.find((r) => r.path === '/api/labor-list')?.body).toMatchObject({ user_id: raju.uuid });
      expect(screen.queryByRole('heading', { level: 2, name: 'Products' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Orders holding its products' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Orders' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says when a labourer has no labour',
    async () => {
      openPage(makeUser({ name: 'Raju Kamble', account_type: 'Labor', is_type: 'Labor' }));
      expect(await screen.findByText('This account has no labour listings.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "a buyer's: the orders it placed; empty, it says it placed none and names the filters",
    async () => {
      const asha = makeUser({ name: 'Asha Patil' });
      const { orders } = openPage(asha, ordersApi([makeOrder({ slug: 'order-cancelled', status: 'Cancel' })]));
      const placed = await section('Orders');
      expect(await within(placed).findByText('This buyer has placed no orders. Filters on: Status: Pending.')).toBeInTheDocument();
      expect(within(placed).queryByText(/No orders yet/)).not.toBeInTheDocument();
      expect(orders.bodiesTo('/api/order-list')[0]).toMatchObject({ order_type: 'user', user_id: asha.uuid, status: 'Pending' });
      expect(screen.queryByRole('heading', { level: 2, name: 'Products' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Labour' })).not.toBeInTheDocument();
    },
    SLOW,
  );
});

// The browser tab names the screen it shows, so that several tabs of the admin can be told apart.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { openAudit } from '../audit/auditApi';
import { labourApi, makeLabour } from '../labour/labourApi';
import { makeOrder, ordersApi } from '../orders/ordersApi';
import { makeProduct, productsApi } from '../products/productsApi';
import { openLookup } from '../registry/helpers';
import { categories } from '../registry/rows';
import { openReports } from '../reports/reportsPage';
import { makeUser, usersApi } from '../users/usersApi';

const SLOW = 40_000;

const tabIsNamed = (title: string) => waitFor(() => expect(document.title).toBe(title));

const spinach = makeProduct({ name: 'Spinach Fresh' });
const ramesh = makeLabour({ labor_name: 'Ramesh Gowda' });
const order = makeOrder({ slug: 'ORD-20250314-0042' });
const meera = makeUser({ uuid: 'bbbbbbbb-0000-4000-8000-000000000009', name: 'Meera Kisan' });

const signedIn = (path: string) => {
  server.use(
    ...productsApi([spinach]).handlers,
    ...labourApi([ramesh]).handlers,
    ...usersApi([meera]).handlers,
    ...ordersApi([order]).handlers,
  );
  signIn(superAdmin);
  return renderApp(path);
};

describe('the browser tab', () => {
  // The provider is one module for the whole file.
  afterEach(() => i18nProvider.changeLocale('en'));

  it.each([
    ['/dashboard', 'Dashboard · Mandi Admin'],
    ['/users', 'User List · Mandi Admin'],
    [`/user/${meera.uuid}`, 'Meera Kisan · User Info · Mandi Admin'],
    ['/products', 'Products · Mandi Admin'],
    [`/product/${spinach.id}`, 'Spinach Fresh · Product Info · Mandi Admin'],
    [`/product/edit/${spinach.id}`, 'Spinach Fresh · Product Edit · Mandi Admin'],
    ['/product/create', 'Product Create · Mandi Admin'],
    ['/labors', 'Labour · Mandi Admin'],
    [`/labor/view/${ramesh.id}`, 'Ramesh Gowda · Labour Info · Mandi Admin'],
    [`/labor/edit/${ramesh.id}`, 'Ramesh Gowda · Labor Edit · Mandi Admin'],
    ['/labor/create', 'Labor Create · Mandi Admin'],
    ['/orders', 'Orders · Mandi Admin'],
    // An order by its number, as the page's title names it.
    [`/order/${order.id}`, 'Order ORD-20250314-0042 · Mandi Admin'],
    ['/import/categories', 'Import Categories · Mandi Admin'],
    ['/no-such-screen', 'Page not found · Mandi Admin'],
  ])('on %s is "%s"', async (path, title) => signedIn(path) && (await tabIsNamed(title)), SLOW);

  it(
    'names a lookup list',
    async () => {
      openLookup('/lookup/category', { category: categories(1) });
      await tabIsNamed('Category List · Mandi Admin');
    },
    SLOW,
  );

  it('names the audit log', async () => {
    await openAudit();
    await tabIsNamed('Audit Log · Mandi Admin');
  });

  it('names the reports', async () => {
    openReports('Super Admin');
    await tabIsNamed('Reports · Mandi Admin');
  });

  it(
    "names one's own account page with one's name",
    async () => {
      server.use(...usersApi([makeUser({ uuid: vendor.uuid, name: vendor.name, account_type: 'Vendor' })]).handlers);
      signIn(vendor, ROLE_GRANTS.Vendor);
      renderApp('/my-account');
      await tabIsNamed('Vikram Singh Patel · My Account · Mandi Admin');
    },
    SLOW,
  );

  it.each([
    ['/login', 'Sign in · Mandi Admin'],
    ['/register', 'Create an account · Mandi Admin'],
    ['/forgot-password', 'Forgot Password · Mandi Admin'],
  ])('before signing in, on %s is "%s"', async (path, title) => {
    renderApp(path);
    await tabIsNamed(title);
  });

  it(
    'follows the screen: going from a product to the list renames it',
    async () => {
      const { router } = signedIn(`/product/${spinach.id}`);
      await tabIsNamed('Spinach Fresh · Product Info · Mandi Admin');
      await router.navigate('/products');
      await tabIsNamed('Products · Mandi Admin');
      await router.navigate('/no-such-screen');
      await tabIsNamed('Page not found · Mandi Admin');
    },
    SLOW,
  );

  it(
    'is in Hindi on a Hindi screen',
    async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      signedIn(`/product/${spinach.id}`);
      await tabIsNamed('Spinach Fresh · उत्पाद जानकारी · मंडी एडमिन');
    },
    SLOW,
  );

  it(
    'changes language with the screen',
    async () => {
      signedIn('/orders');
      await tabIsNamed('Orders · Mandi Admin');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Language: English' }));
      await user.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
      await tabIsNamed('ऑर्डर · मंडी एडमिन');
    },
    SLOW,
  );
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../../schema/dashboard';
import { ROLE_GRANTS, type RoleName } from '../../../schema/permissions';
import type { StoredUser } from '../../../src/providers/storage';
import { fail, ok, superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { chartFigure, chartsLoaded, chartTable, legendNames } from '../charts/chartParts';
import { onPhoneScreen } from '../mobile/phoneScreen';

const data: DashboardData = {
  users_count: 12,
  products_count: 30,
  orders_count: 1234,
  labors_count: 3,
  approvals_pending: 2,
  latest_products: [{ id: 'p1', name: 'Fresh Spinach', quantity: 40, discount_unit_price: 25, image: null }],
  latest_orders: [
    {
      id: 'o1',
      slug: 'order-1',
      name: 'Priya Sharma',
      date: '2026-11-20T10:00:00Z',
      amount: 540.5,
      share: false,
      status: 'Pending',
      image: null,
    },
  ],
  categories: [
    {
      id: 'c1',
      name: 'Vegetables',
      category_url: null,
      sub_category_count: 2,
      product_count: 6,
      sub_category: [{ id: 's1', name: 'Leafy', sub_category_url: null, product_count: 6 }],
    },
  ],
  orders_per_day: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    orders: i % 3,
    revenue: i * 10,
  })),
  orders_by_status: [
    { status: 'Pending', orders: 2 },
    { status: 'Completed', orders: 1 },
  ],
};

/** Signs in an account of a role, the server answering with that role's grants. */
const signInAs = (role: RoleName, user: StoredUser) => {
  server.use(http.post('/api/user-permission', () => ok(ROLE_GRANTS[role])));
  signIn(user, ROLE_GRANTS[role]);
};
const buyer: StoredUser = { ...vendor, uuid: '44444444-4444-4444-8444-444444444444', name: 'Priya Sharma', account_type: 'User' };
const labourer: StoredUser = { ...vendor, uuid: '55555555-5555-4555-8555-555555555555', name: 'Ramesh Kumar', account_type: 'Labor' };
const admin: StoredUser = { ...superAdmin, uuid: '66666666-6666-4666-8666-666666666666', account_type: 'Admin' };

const SECTIONS = [
  'Latest Products',
  'Latest Orders',
  'Orders per day (last 30 days)',
  'Revenue per day (last 30 days)',
  'Category By Product',
];

/** The names of the cards and sections shown, once the dashboard has loaded. */
const shown = async () => {
  await screen.findByText('Category by Sub-Category');
  await chartsLoaded();
  return {
    cards: ['Users', 'Products', 'Orders', 'Labor'].filter((name) =>
      screen.queryByRole('link', { name: new RegExp(`^${name}\\s*[\\d,]+$`) }),
    ),
    sections: SECTIONS.filter((name) => screen.queryByText(name)),
  };
};

describe('Dashboard for each role', () => {
  // The server leaves out what a role may not see; the screen does not rely on it.
  it('shows a buyer its orders only: no users, products or labour cards, no product tables or counts, no revenue', async () => {
    server.use(http.get('/api/dashboard', () => ok(data)));
    signInAs('User', buyer);
    renderApp('/dashboard');
    expect(await shown()).toEqual({
      cards: ['Orders'],
      sections: ['Latest Orders', 'Orders per day (last 30 days)'],
    });
    expect(screen.getByRole('link', { name: 'View Priya Sharma' })).toHaveAttribute('href', '/admin/order/o1');
    expect(screen.queryByRole('link', { name: /Users/ })).not.toBeInTheDocument();
  });

  it('shows a vendor its products, orders and labour, and no users card', async () => {
    server.use(http.get('/api/dashboard', () => ok(data)));
    signInAs('Vendor', vendor);
    renderApp('/dashboard');
    expect(await shown()).toEqual({
      cards: ['Products', 'Orders', 'Labor'],
      sections: SECTIONS,
    });
    expect(screen.getAllByRole('link', { name: /^View / }).map((a) => a.getAttribute('href'))).toEqual([
      '/admin/product/p1',
      '/admin/order/o1',
    ]);
  });

  it("marks a seller's share of an order someone else placed, and not the total of one it placed", async () => {
    const sold = {
      id: 'o2',
      slug: 'order-2',
      name: 'Anil Verma',
      date: '2026-11-21T10:00:00Z',
      amount: 351.12,
      share: true,
      status: 'Pending',
      image: null,
    };
    server.use(http.get('/api/dashboard', () => ok({ ...data, latest_orders: [sold, ...data.latest_orders!] })));
    signInAs('Vendor', vendor);
    renderApp('/dashboard');
    const [, soldRow, boughtRow] = within((await screen.findByText('Anil Verma')).closest('table')!).getAllByRole('row');
    expect(soldRow).toHaveTextContent('₹351.12Your Share');
    expect(boughtRow).toHaveTextContent('₹540.50');
    expect(boughtRow).not.toHaveTextContent('Your Share');
  });

  it('shows a labourer its labour and orders, no products, users or revenue', async () => {
    server.use(http.get('/api/dashboard', () => ok(data)));
    signInAs('Labor', labourer);
    renderApp('/dashboard');
    expect(await shown()).toEqual({
      cards: ['Orders', 'Labor'],
      sections: ['Latest Orders', 'Orders per day (last 30 days)'],
    });
    expect(screen.getByRole('link', { name: /Labor\s*3/ })).toHaveAttribute('href', '/admin/labors');
  });

  it('shows staff every card, table and section', async () => {
    server.use(http.get('/api/dashboard', () => ok(data)));
    signInAs('Admin', admin);
    renderApp('/dashboard');
    expect(await shown()).toEqual({
      cards: ['Users', 'Products', 'Orders', 'Labor'],
      sections: SECTIONS,
    });
  });

  it('shows no card for a figure the reply leaves out', async () => {
    const { users_count: _users, ...withoutUsers } = data;
    server.use(http.get('/api/dashboard', () => ok(withoutUsers)));
    signInAs('Admin', admin);
    renderApp('/dashboard');
    expect((await shown()).cards).toEqual(['Products', 'Orders', 'Labor']);
  });
});

describe('Dashboard', () => {
  it('shows the four counts linking to their lists, the latest rows and the category sections', async () => {
    server.use(http.get('/api/dashboard', () => ok(data)));
    signIn();
    renderApp('/dashboard');
    const orders = await screen.findByRole('link', { name: /Orders\s*1,234/ });
    // The list starts on Pending; the card counts every order, so it opens them all.
    expect(orders).toHaveAttribute('href', `/admin/orders?filter=${encodeURIComponent('{"status":"All"}')}`);
    expect(screen.getByRole('link', { name: /Users\s*12/ })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: /Labor\s*3/ })).toHaveAttribute('href', '/admin/labors');
    const latest = screen.getByText('Latest Products').closest('.MuiCard-root') as HTMLElement;
    expect(within(latest).getByText('Fresh Spinach')).toBeInTheDocument();
    // Each View names its row, so a screen reader tells the buttons apart.
    expect(within(latest).getByRole('link', { name: 'View Fresh Spinach' })).toHaveAttribute('href', '/admin/product/p1');
    expect(within(latest).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const latestOrders = screen.getByText('Priya Sharma').closest('.MuiCard-root') as HTMLElement;
    expect(within(latestOrders).getByRole('link', { name: 'View Priya Sharma' })).toHaveAttribute('href', '/admin/order/o1');
    expect(screen.getByText('Category by Sub-Category')).toBeInTheDocument();
    expect(screen.getByText('Vegetables: 6')).toBeInTheDocument();
    expect(await chartFigure('Orders per day (last 30 days)')).toBeInTheDocument();
  });

  it('draws orders and revenue per day and orders by status from the reply', async () => {
    server.use(http.get('/api/dashboard', () => ok(data)));
    signIn();
    renderApp('/dashboard');

    const orders = await chartFigure('Orders per day (last 30 days)');
    const perDay = chartTable(orders);
    expect(perDay).toHaveLength(31);
    expect(perDay.slice(0, 4)).toEqual([
      ['Period', 'Orders'],
      ['1 November 2026', '0'],
      ['2 November 2026', '1'],
      ['3 November 2026', '2'],
    ]);
    // One series: no legend. The axis names every fifth day, not all thirty.
    expect(legendNames(orders)).toEqual([]);
    expect(within(orders).getByText('1 Nov')).toBeInTheDocument();
    expect(within(orders).getByText('6 Nov')).toBeInTheDocument();
    expect(within(orders).queryByText('2 Nov')).not.toBeInTheDocument();

    const revenue = chartTable(await chartFigure('Revenue per day (last 30 days)'));
    expect(revenue[0]).toEqual(['Period', 'Revenue']);
    expect(revenue[3]).toEqual(['3 November 2026', '₹20.00']);
    expect(revenue[30]).toEqual(['30 November 2026', '₹290.00']);

    expect(chartTable(await chartFigure('Orders by status'))).toEqual([
      ['Status', 'Orders'],
      ['Pending', '2'],
      ['Completed', '1'],
    ]);
  });

  it('says there is nothing yet in a chart whose figures are all zero', async () => {
    server.use(
      http.get('/api/dashboard', () => ok({ ...data, orders_per_day: data.orders_per_day!.map((d) => ({ ...d, orders: 0, revenue: 0 })) })),
    );
    signIn();
    renderApp('/dashboard');
    expect(within(await chartFigure('Orders per day (last 30 days)')).getByText('Nothing yet.')).toBeInTheDocument();
    expect(within(await chartFigure('Revenue per day (last 30 days)')).getByText('Nothing yet.')).toBeInTheDocument();
    expect(chartTable(await chartFigure('Orders by status'))).toHaveLength(3);
  });

  it('says revenue leaves cancelled orders out and, for a seller, that it is its own lines', async () => {
    server.use(http.get('/api/dashboard', () => ok(data)));
    signIn();
    const { unmount } = renderApp('/dashboard');
    expect(await chartFigure('Revenue per day (last 30 days)')).toHaveAccessibleDescription('Not counting cancelled orders');
    unmount();

    signIn(vendor, ROLE_GRANTS.Vendor);
    renderApp('/dashboard');
    expect(await chartFigure('Revenue per day (last 30 days)')).toHaveAccessibleDescription(
      'Your own lines of orders (your sales), not counting cancelled orders',
    );
  });

  it('groups the digits of quantities and category counts as every other figure', async () => {
    const categories = [{ ...data.categories[0], sub_category_count: 1500, product_count: 123456 }];
    server.use(
      http.get('/api/dashboard', () => ok({ ...data, latest_products: [{ ...data.latest_products![0], quantity: 25000 }], categories })),
    );
    signIn();
    renderApp('/dashboard');
    const latest = (await screen.findByText('Latest Products')).closest('.MuiCard-root') as HTMLElement;
    expect(within(latest).getByRole('cell', { name: '25,000' })).toBeInTheDocument();
    expect(screen.getByText('Vegetables: 1,500')).toBeInTheDocument();
    expect(screen.getByText('Vegetables: 1,23,456')).toBeInTheDocument();
  });

  it('hides the category sections that have nothing', async () => {
    server.use(http.get('/api/dashboard', () => ok({ ...data, categories: [] })));
    signIn();
    renderApp('/dashboard');
    await screen.findByText('Latest Orders');
    expect(screen.queryByText('Category By Product')).not.toBeInTheDocument();
  });

  it('shows staff the accounts awaiting approval, linking to the queue', async () => {
    server.use(http.get('/api/dashboard', () => ok(data)));
    signIn();
    renderApp('/dashboard');
    const queue = await screen.findByRole('link', { name: /Awaiting approval\s*2/ });
    const target = new URL(queue.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/admin/users');
    expect(JSON.parse(target.searchParams.get('filter')!)).toEqual({ status: 'All', approval: 'Pending' });
  });

  it('tells a seller awaiting approval that its listings go live once approved, and shows it no queue', async () => {
    server.use(
      http.get('/api/dashboard', () =>
        ok({ ...data, approvals_pending: 0, approval: { approval_status: 'Pending', approval_reason: null } }),
      ),
    );
    signIn(vendor, ROLE_GRANTS.Vendor);
    renderApp('/dashboard');
    expect(await screen.findByText(/they go live once staff approve your account/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Awaiting approval/ })).not.toBeInTheDocument();
  });

  it('tells a rejected seller why', async () => {
    server.use(
      http.get('/api/dashboard', () =>
        ok({ ...data, approvals_pending: 0, approval: { approval_status: 'Rejected', approval_reason: 'No shop address.' } }),
      ),
    );
    signIn(vendor, ROLE_GRANTS.Vendor);
    renderApp('/dashboard');
    expect(await screen.findByText('Your account was not approved: No shop address.')).toBeInTheDocument();
  });

  it("says so with the server's message when the figures cannot be loaded, and Retry loads them", async () => {
    let calls = 0;
    server.use(http.get('/api/dashboard', () => (++calls === 1 ? fail(503, 'The server is busy; try again in a moment.') : ok(data))));
    signIn();
    renderApp('/dashboard');
    expect(await screen.findByText('The dashboard could not be loaded: The server is busy; try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Latest Orders')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});

describe("the dashboard's pictures", () => {
  // A product's, buyer's or category's picture stands beside its name: a screen reader reads the
  // name once, not the picture's file name before it.
  const withPictures: DashboardData = {
    ...data,
    latest_products: [{ ...data.latest_products![0], image: { image_url: '/uploads/products/spinach.png' } }],
    latest_orders: [{ ...data.latest_orders![0], image: '/uploads/users/priya.png' }],
    categories: [{ ...data.categories![0], category_url: '/uploads/categories/veg.png' }],
  };

  it('leaves the pictures beside a name out of what a screen reader reads', async () => {
    server.use(http.get('/api/dashboard', () => ok(withPictures)));
    signIn();
    const { container } = renderApp('/dashboard');
    await screen.findByText('Category by Sub-Category');
    await screen.findByRole('link', { name: 'View Fresh Spinach' });
    const pictures = [...container.querySelectorAll('main img')];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(
      expect.arrayContaining(['/uploads/products/spinach.png', '/uploads/users/priya.png', '/uploads/categories/veg.png']),
    );
    for (const img of pictures) expect(img).toHaveAttribute('alt', '');
  });
});

describe('the dashboard on a phone', () => {
  onPhoneScreen();

  it('lists the latest orders and products one line each, the line opening the record', async () => {
    server.use(http.get('/api/dashboard', () => ok(data)));
    signIn();
    renderApp('/dashboard');
    const orders = (await screen.findByText('Latest Orders')).closest('.MuiCard-root') as HTMLElement;
    expect(within(orders).queryByRole('table')).not.toBeInTheDocument();
    const order = within(orders).getByRole('link', { name: /Priya Sharma/ });
    expect(order).toHaveAttribute('href', '/admin/order/o1');
    // A list item each, its values named for screen readers.
    expect(within(orders).getAllByRole('listitem')).toHaveLength(1);
    expect(within(orders).getByRole('listitem')).toContainElement(order);
    expect(order).toHaveTextContent(/Amount: ₹540\.50/);
    const products = screen.getByText('Latest Products').closest('.MuiCard-root') as HTMLElement;
    expect(within(products).getByRole('link', { name: /Fresh Spinach/ })).toHaveAttribute('href', '/admin/product/p1');
  });
});

// Seller approval end to end: a vendor registers, staff approve it from the approval queue, the
// vendor lists a product that goes live, and staff find it in the products' seller filter.
import { expect, it } from 'vitest';
import { notification, pick, useJourney } from './support/journey';

const journey = useJourney();
const seller = { name: 'Kavya Traders', email: 'kavyatraders.spices@e2e.local', phone: '9123400077', password: 'market1' };

it('approves a registered vendor from the queue; its product goes live and it appears in the seller filter', async () => {
  await journey.api('register-user', {
    ...seller,
    gender: 'Female',
    account_type: 'Vendor',
    is_type: 'Seller',
    confirm_password: seller.password,
    pin_code: '560001',
    full_address: 'MG Road',
  });
  const admin = await journey.adminToken();
  const category = await journey.api<{ id: string }>(
    'category-create',
    { name: 'Spices', category_type: 'yes', description: 'Spices' },
    admin,
  );
  const sub = await journey.api<{ id: string }>(
    'sub-category-create',
    { category_id: category.id, name: 'Whole', sub_category_type: 'yes', description: 'Whole spices' },
    admin,
  );
  const unit = (await journey.api<{ id: string }[]>('dropdown-unit-list', {}, admin))[0].id;

  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  // A pending account's Approve and Reject widen the users list: on a laptop it still fits the page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${journey.server.url}/admin/users`);
  await page.getByRole('row').filter({ hasText: seller.email }).getByRole('button', { name: 'Reject' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  await page.goto(`${journey.server.url}/admin/dashboard`);
  await page.getByRole('link', { name: /Awaiting approval\s*1/ }).click();
  const row = page.getByRole('row').filter({ hasText: seller.email });
  await row.getByText('Pending approval').waitFor();
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await notification(page, 'Account approved successfully').waitFor();
  await row.waitFor({ state: 'detached' });

  const vendorToken = (await journey.api<{ access_token: string }>('login-user', { user_name: seller.email, password: seller.password }))
    .access_token;
  const listed = await journey.api<{ status: string }>(
    'product-create',
    {
      name: 'Green Cardamom',
      category_id: category.id,
      sub_category_id: sub.id,
      status: 'Active',
      unit_price: 1200,
      unit_id: unit,
      latitude: 28.65,
      longitude: 77.23,
    },
    vendorToken,
  );
  expect(listed.status).toBe('Active');

  await page.goto(`${journey.server.url}/admin/products`);
  await pick(page, /^User/, seller.name);
  await page.getByRole('row').filter({ hasText: 'Green Cardamom' }).waitFor();
  expect(errors).toEqual([]);
});

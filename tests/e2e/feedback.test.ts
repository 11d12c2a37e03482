// Bookmarks and reviews end to end: the real server with the demo marketplace (DEMO_DATA=true),
// so there are reviews and bookmarks to list, and real Chromium.
import { expect, it } from 'vitest';
import { useJourney } from './support/journey';

const journey = useJourney({ DEMO_DATA: 'true' });

interface Row {
  id: string;
  review?: string;
  user: { name: string };
  product: { id: string; name: string };
}
interface ListPage {
  data: Row[];
  total: number;
}

it("lists a product's reviews and bookmarks on its page and deletes a review", async () => {
  const token = await journey.adminToken();
  const [review] = (await journey.api<ListPage>('product-review-list', { page: 1, perPage: 1 }, token)).data;
  expect(review).toBeDefined();
  const productId = review.product.id;
  const before = await journey.api<ListPage>('product-review-list', { product_id: productId, page: 1, perPage: 25 }, token);

  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/product/${productId}`);
  await page.getByRole('heading', { level: 1, name: review.product.name }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Bookmark List' }).waitFor();
  const card = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { level: 2, name: 'Review List' }) });
  const rows = card.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(Math.min(before.total, 25));

  // The first row is the newest, as the API lists them.
  const row = rows.first();
  await row.getByText(before.data[0].user.name).waitFor();
  await row.getByRole('button', { name: `Delete ${before.data[0].user.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to delete this Review and Rating?').waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.waitFor({ state: 'detached' });

  const after = await journey.api<ListPage>('product-review-list', { product_id: productId, page: 1, perPage: 25 }, token);
  expect(after.total).toBe(before.total - 1);
  expect(after.data.map((r) => r.id)).not.toContain(before.data[0].id);
  await expect.poll(() => rows.count()).toBe(Math.min(after.total, 25));
  if (after.total === 0) await card.getByText('No reviews yet.').waitFor();
  expect(errors).toEqual([]);
});

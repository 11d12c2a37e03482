import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { vendor } from '../handlers';
import { makeProduct, productsApi } from '../products/productsApi';
import { server } from '../server';
import { findNotification } from '../users/notifications';
import { goods, makeReview, people } from './feedbackApi';
import { columnsOf, findRows, listCard, openMyAccount, openProductPage, openUserPage } from './pages';
import { onPhoneScreen } from '../mobile/phoneScreen';
import { avatarPicture } from '../avatar';

const SLOW = 40_000;

describe('Review List', () => {
  it("on a product's page: users with avatar or initials, the review and half-star ratings", async () => {
    const api = openProductPage({
      reviews: [makeReview({ rating: 4.5 }), makeReview({ user: people.vikram, rating: 1, review: 'Wilted' })],
    });
    const card = await listCard('Review List');
    const [first, second] = await findRows(card, 2);
    expect(columnsOf(card)).toEqual(['No.', 'User Name', 'Review', 'Rating', 'Actions']);
    expect(api.reviews.list[0]).toMatchObject({ product_id: goods.spinach.id, search: '', page: 1, perPage: 25 });
    expect(within(first).getByText('AP')).toBeInTheDocument();
    expect(within(first).getByText('Very fresh')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '4.5 stars' })).toBeInTheDocument();
    expect(avatarPicture(second)).toHaveAttribute('src', people.vikram.image_url);
    expect(within(second).getByRole('img', { name: '1 star' })).toBeInTheDocument();
  });

  it("on a user's page: scoped by user_id, Product name instead of User Name", async () => {
    const api = openUserPage({ reviews: [makeReview({ product: goods.tractor, rating: 3 })] });
    const card = await listCard('Review List');
    const [row] = await findRows(card, 1);
    expect(columnsOf(card)).toEqual(['No.', 'Product name', 'Review', 'Rating', 'Actions']);
    expect(api.reviews.list[0]).toMatchObject({ user_id: people.asha.uuid, page: 1, perPage: 25 });
    expect(within(row).getByText('MT')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: '3 stars' })).toBeInTheDocument();
  });

  it(
    'searches, then refresh goes back to page 1, 25 rows and no search',
    async () => {
      const many = Array.from({ length: 12 }, (_, i) => makeReview({ review: `Review ${i + 1}` }));
      const api = openProductPage({ reviews: [...many, makeReview({ user: people.vikram, review: 'Wilted' })] });
      const user = userEvent.setup();
      const card = await listCard('Review List');
      await findRows(card, 13);

      // Page size 10, then page 2: numbering goes on from 11.
      await user.click(within(card).getByRole('combobox'));
      await user.click(await screen.findByRole('option', { name: '10' }));
      await findRows(card, 10);
      await user.click(within(card).getByRole('button', { name: /next page/i }));
      const [eleventh] = await findRows(card, 3);
      expect(within(eleventh).getByText('11')).toBeInTheDocument();
      expect(api.reviews.list.at(-1)).toMatchObject({ page: 2, perPage: 10 });

      await user.type(within(card).getByPlaceholderText('Search'), 'wilt');
      const [found] = await findRows(card, 1);
      expect(within(found).getByText('Wilted')).toBeInTheDocument();
      expect(api.reviews.list.at(-1)).toMatchObject({ search: 'wilt', page: 1, product_id: goods.spinach.id });

      await user.type(within(card).getByPlaceholderText('Search'), 'zzz');
      expect(await within(card).findByText('No reviews match the search.')).toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Refresh' }));
      await findRows(card, 13);
      expect(api.reviews.list.at(-1)).toMatchObject({ search: '', page: 1, perPage: 25, product_id: goods.spinach.id });
      await waitFor(() => expect(within(card).getByPlaceholderText('Search')).toHaveValue(''));
    },
    SLOW,
  );

  it(
    'deletes a review after the confirm, and reloads the list',
    async () => {
      const doomed = makeReview({ review: 'Too salty' });
      const api = openProductPage({ reviews: [doomed, makeReview({ user: people.vikram })] });
      const user = userEvent.setup();
      const card = await listCard('Review List');
      const [row] = await findRows(card, 2);
      await user.click(await within(row).findByRole('button', { name: `Delete ${people.asha.name}` }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Confirm Delete')).toBeInTheDocument();
      expect(within(dialog).getByText('Are you sure you want to delete this Review and Rating?')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      const loads = api.reviews.list.length;
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      await findRows(card, 1);
      expect(api.reviews.delete).toEqual([{ id: doomed.id }]);
      expect(api.reviews.list.length).toBeGreaterThan(loads);
      expect(within(card).queryByText('Too salty')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows the server's message when the delete is refused",
    async () => {
      const api = openProductPage({ reviews: [makeReview()], refuse: 'Review not found.' });
      const user = userEvent.setup();
      const [row] = await findRows(await listCard('Review List'), 1);
      await user.click(await within(row).findByRole('button', { name: `Delete ${people.asha.name}` }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
      expect(await findNotification('Review not found.')).toBeInTheDocument();
      expect(api.reviews.delete).toHaveLength(1);
    },
    SLOW,
  );

  it('offers delete only on own rows to a non-staff account with the permission', async () => {
    openProductPage(
      { reviews: [makeReview({ user: people.vikram, review: 'Mine' }), makeReview({ review: 'Theirs' })] },
      { user: vendor, permissions: [...ROLE_GRANTS.Vendor, 'review_delete'] },
    );
    const card = await listCard('Review List');
    const [mine, theirs] = await findRows(card, 2);
    expect(await within(mine).findByRole('button', { name: `Delete ${people.vikram.name}` })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('has no Actions column without the delete permission', async () => {
    openProductPage({ reviews: [makeReview({ user: people.vikram })] }, { user: vendor, permissions: ROLE_GRANTS.Vendor });
    const card = await listCard('Review List');
    await findRows(card, 1);
    expect(columnsOf(card)).toEqual(['No.', 'User Name', 'Review', 'Rating']);
    expect(within(card).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("on a vendor's /my-account: links its own product, and names another seller's without a link", async () => {
    openMyAccount({
      reviews: [
        makeReview({ user: people.vikram, product: goods.tractor, review: 'My tractor' }),
        makeReview({ user: people.vikram, product: goods.spinach, review: 'Their spinach' }),
      ],
    });
    const card = await listCard('Review List');
    const [own, theirs] = await findRows(card, 2);
    // Access checks answer after the rows come.
    expect(await within(own).findByRole('link', { name: goods.tractor.name })).toHaveAttribute(
      'href',
      `/admin/product/${goods.tractor.id}`,
    );
    expect(within(theirs).getByText(goods.spinach.name)).toBeInTheDocument();
    expect(within(theirs).queryByRole('link')).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    onPhoneScreen();

    it("links a vendor's own product's line, and leaves another seller's a plain line", async () => {
      const { router } = openMyAccount({
        reviews: [
          makeReview({ user: people.vikram, product: goods.spinach, review: 'Their spinach' }),
          makeReview({ user: people.vikram, product: goods.tractor, review: 'My tractor' }),
        ],
      });
      server.use(...productsApi([makeProduct({ id: goods.tractor.id, name: goods.tractor.name })]).handlers);
      const visited: string[] = [];
      router.subscribe((state) => visited.push(state.location.pathname));
      const user = userEvent.setup();
      const card = await listCard('Review List');
      // The line links once the access check has answered.
      const own = await within(card).findByRole('link', { name: goods.tractor.name });
      expect(own).toHaveAttribute('href', `/admin/product/${goods.tractor.id}`);
      const theirs = within(card).getByText(goods.spinach.name);
      expect(within(card).queryByRole('link', { name: goods.spinach.name })).not.toBeInTheDocument();
      expect(theirs.closest('[role="button"], button, a')).toBeNull();
      await user.click(theirs);
      await user.click(own);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/product/${goods.tractor.id}`));
      expect(await screen.findByRole('heading', { level: 1, name: goods.tractor.name })).toBeInTheDocument();
      expect(visited).not.toContain(`/admin/product/${goods.spinach.id}`);
    });
  });
});

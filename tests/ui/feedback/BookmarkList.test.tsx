import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goods, makeBookmark, people } from './feedbackApi';
import { columnsOf, findRows, listCard, openMyAccount, openProductPage, openUserPage } from './pages';
import { avatarPicture } from '../avatar';

describe('Bookmark List', () => {
  it("on a user's page: scoped by user_id, no User Name column, products with image or initials", async () => {
    const api = openUserPage({
      bookmarks: [
        makeBookmark({ product: goods.spinach }),
        makeBookmark({ product: goods.tractor, is_bookmark: false }),
        makeBookmark({ user: people.vikram, product: goods.tractor }), // someone else's: not in scope
      ],
    });
    const card = await listCard('Bookmark List');
    const [first, second] = await findRows(card, 2);
    expect(columnsOf(card)).toEqual(['No.', 'Product name', 'Bookmark', 'Actions']);
    expect(api.bookmarks.list[0]).toMatchObject({ user_id: people.asha.uuid, search: '', page: 1, perPage: 25 });
    expect(api.bookmarks.list[0]).not.toHaveProperty('product_id');

    expect(within(first).getByText('1')).toBeInTheDocument();
    expect(avatarPicture(first)).toHaveAttribute('src', goods.spinach.image.image_url);
    // Access checks answer after the rows come.
    expect(await within(first).findByRole('link', { name: goods.spinach.name })).toHaveAttribute(
      'href',
      `/admin/product/${goods.spinach.id}`,
    );
    expect(within(first).getByRole('img', { name: 'Bookmarked' })).toBeInTheDocument();
    // Named for the row as the list shows it: here by its product.
    expect(await within(first).findByRole('button', { name: `Delete ${goods.spinach.name}` })).toBeInTheDocument();

    expect(within(second).getByText('2')).toBeInTheDocument();
    expect(within(second).getByText('MT')).toBeInTheDocument(); // no image: initials of two words
    expect(within(second).getByRole('img', { name: 'Not bookmarked' })).toBeInTheDocument();
  });

  it("on a product's page: scoped by product_id, User Name with avatar, no Product name column", async () => {
    const api = openProductPage({ bookmarks: [makeBookmark(), makeBookmark({ user: people.vikram })] });
    const card = await listCard('Bookmark List');
    const [first, second] = await findRows(card, 2);
    expect(columnsOf(card)).toEqual(['No.', 'User Name', 'Bookmark', 'Actions']);
    expect(api.bookmarks.list[0]).toMatchObject({ product_id: goods.spinach.id, search: '', page: 1, perPage: 25 });
    expect(api.bookmarks.list[0]).not.toHaveProperty('user_id');
    expect(within(first).getByText('AP')).toBeInTheDocument(); // "Asha Patil Rao": first two words
    expect(await within(first).findByRole('link', { name: people.asha.name })).toHaveAttribute('href', `/admin/user/${people.asha.uuid}`);
    expect(avatarPicture(second)).toHaveAttribute('src', people.vikram.image_url);
  });

  it('asks before deleting a bookmark with its own question', async () => {
    const api = openProductPage({ bookmarks: [makeBookmark()] });
    const user = userEvent.setup();
    const [row] = await findRows(await listCard('Bookmark List'), 1);
    await user.click(await within(row).findByRole('button', { name: `Delete ${people.asha.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this Bookmark?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bookmarks.delete).toEqual([]);
  });

  it("on /my-account: the signed-in user's own bookmarks", async () => {
    const api = openMyAccount({ bookmarks: [makeBookmark({ user: people.vikram }), makeBookmark()] });
    const card = await listCard('Bookmark List');
    await findRows(card, 1);
    expect(api.bookmarks.list[0]).toMatchObject({ user_id: people.vikram.uuid, page: 1, perPage: 25 });
    expect(columnsOf(card)).toEqual(['No.', 'Product name', 'Bookmark']); // a Vendor may not delete
  });

  it('says so when there are no bookmarks', async () => {
    openProductPage({});
    const card = await listCard('Bookmark List');
    expect(await within(card).findByText('No bookmarks yet.')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { ids, makeProduct, productsApi } from './productsApi';
import { avatarPicture } from '../avatar';

const openList = async () => {
  const api = productsApi([
    makeProduct({ name: 'Spinach Fresh', discount_unit_price: 1250.5, quantity: 12500 }),
    makeProduct({
      name: 'Okra',
      status: 'In-Active',
      product_images: [{ id: 'i1', product_id: 'x', user_id: 'u', image_url: '/uploads/products/okra.png' }],
    }),
  ]);
  server.use(...api.handlers);
  signIn(superAdmin);
  const rendered = renderApp('/products');
  await screen.findByText('Spinach Fresh');
  return { api, user: userEvent.setup(), ...rendered };
};

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Products list', () => {
  it('shows the columns, initials or image, and the price in INR', async () => {
    const { api } = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['', 'Name', 'Category', 'Sub Category', 'Quantity', 'Status', 'Price', 'Actions']);
    // The search box has a name of its own: a placeholder goes once typing starts, and not every
    // screen reader reads one.
    expect(screen.getByPlaceholderText('Search')).toHaveAttribute('aria-label', 'Search');
    const row = rowOf('Spinach Fresh');
    expect(within(row).getByText('SF')).toBeInTheDocument();
    expect(within(row).getByText('Vegetables')).toBeInTheDocument();
    expect(within(row).getByText('Leafy')).toBeInTheDocument();
    expect(within(row).getByText('12,500')).toBeInTheDocument();
    expect(within(row).getByText('₹1,250.50')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Status of Spinach Fresh' })).toBeChecked();
    expect(avatarPicture(rowOf('Okra'))).toHaveAttribute('src', '/uploads/products/okra.png');
    expect(within(row).getByRole('link', { name: 'View Spinach Fresh' })).toHaveAttribute('href', `/admin/product/${api.products[0].id}`);
    expect(await within(row).findByRole('link', { name: 'Edit Spinach Fresh' })).toHaveAttribute(
      'href',
      `/admin/product/edit/${api.products[0].id}`,
    );
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/admin/product/create');
    expect(api.bodiesTo('/api/product-list')[0]).toMatchObject({
      search: '',
      page: 1,
      perPage: 25,
      category_id: 'All',
      sub_category_id: 'All',
      user_id: 'All',
    });
  });

  it('sends the status switch at once and shows the server message', async () => {
    const { api, user } = await openList();
    await user.click(within(rowOf('Okra')).getByRole('switch'));
    await findNotification('Product status updated successfully');
    expect(api.bodiesTo('/api/product-update-status')).toEqual([{ product_id: api.products[1].id, status: 'Active' }]);
  });

  it('deletes after the confirm, and shows a 409 refusal', async () => {
    const { api, user } = await openList();
    await user.click(await within(rowOf('Spinach Fresh')).findByRole('button', { name: 'Delete Spinach Fresh' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this info?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.bodiesTo('/api/product-delete')).toEqual([{ id: api.products[0].id }]));

    server.use(http.post('/api/product-delete', () => fail(409, 'This product has orders and cannot be deleted.')));
    await user.click(await within(rowOf('Okra')).findByRole('button', { name: 'Delete Okra' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await findNotification('This product has orders and cannot be deleted.');
  });

  it('shows Select All on each filter at first, and offers it once, with no blank line', async () => {
    const { user } = await openList();
    // User waits for the permission check, and still shows the list's Select All.
    const owner = await screen.findByRole('combobox', { name: 'User' });
    for (const name of ['Category', 'Sub Category']) expect(screen.getByRole('combobox', { name })).toHaveTextContent('Select All');
    await waitFor(() => expect(owner).toHaveTextContent('Select All'));

    const optionsOf = async (name: string) => {
      await user.click(screen.getByRole('combobox', { name }));
      const texts = (await screen.findAllByRole('option')).map((option) => option.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      return texts;
    };
    expect(await optionsOf('Category')).toEqual(['Select All', 'Vegetables', 'Machinery']);
    expect(await optionsOf('User')).toEqual(['Select All', 'Ravi Kumar']);
  });

  it('sends the category, sub category and user filters', async () => {
    const { api, user } = await openList();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Vegetables' }));
    await waitFor(() => expect(api.bodiesTo('/api/product-list').at(-1)).toMatchObject({ category_id: ids.vegetables }));
    await waitFor(() => expect(api.bodiesTo('/api/dropdown-sub-category-list').at(-1)).toEqual({ category_id: ids.vegetables }));
    await user.click(screen.getByRole('combobox', { name: 'Sub Category' }));
    await user.click(await screen.findByRole('option', { name: 'Leafy' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/product-list').at(-1)).toMatchObject({ category_id: ids.vegetables, sub_category_id: ids.leafy }),
    );
    await user.click(screen.getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar' }));
    await waitFor(() => expect(api.bodiesTo('/api/product-list').at(-1)).toMatchObject({ user_id: ids.owner }));
  });
});

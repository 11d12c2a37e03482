import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { TEXT_MESSAGES } from '../../../schema/text';
import { toHindi } from '../../../schema/i18n/translate';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { fail, ok, superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { ids, makeProduct, productsApi } from './productsApi';

type User = ReturnType<typeof userEvent.setup>;

const combo = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const choose = async (user: User, label: string, option: string) => {
  await user.click(combo(label));
  await user.click(await screen.findByRole('option', { name: option }));
};
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const open = async (path: string, seed = [makeProduct()]) => {
  const api = productsApi(seed);
  server.use(...api.handlers);
  signIn(superAdmin);
  const rendered = renderApp(path);
  await screen.findByRole('textbox', { name: /^Name/ });
  return { api, user: userEvent.setup(), ...rendered };
};

const fillRequired = async (user: User) => {
  await user.type(field('Name'), 'Tractor 45HP');
  await choose(user, 'Category', 'Vegetables');
  await waitFor(() => expect(combo('Sub Category')).toBeEnabled());
  await choose(user, 'Sub Category', 'Leafy');
  await user.type(field('Price'), '1500');
  await choose(user, 'Select Unit', 'Kilogram');
  await user.type(field('Latitude'), '12.5');
  await user.type(field('Longitude'), '77.5');
};

describe('Product form', () => {
  it("shows the required messages and 'Form is invalid!' on an empty submit", async () => {
    const { api, user } = await open('/product/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Product Create' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findNotification('Form is invalid!');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getAllByText('Value is required').length).toBeGreaterThanOrEqual(6);
    expect(api.bodiesTo('/api/product-create')).toEqual([]);
  });

  it('refuses an invisible control character in the name and the description, and a tab in the name, before sending', async () => {
    const { api, user } = await open('/product/create');
    await fillRequired(user);
    await user.clear(field('Name'));
    await user.click(field('Name'));
    await user.paste('Tractor\u202E45');
    await user.click(field('Description'));
    await user.paste('Runs well\u0007');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findNotification('Form is invalid!');
    expect(screen.getAllByText(TEXT_MESSAGES.control)).toHaveLength(2);
    await user.clear(field('Name'));
    await user.paste('Tractor\t45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TEXT_MESSAGES.oneLine)).toBeInTheDocument();
    expect(api.bodiesTo('/api/product-create')).toEqual([]);
  });

  it('shows Select Type only for Machinery, Duration only for Rent, and resets the type on a new category', async () => {
    const { user } = await open('/product/create');
    await choose(user, 'Category', 'Vegetables');
    expect(screen.queryByRole('combobox', { name: /^Select Type/ })).not.toBeInTheDocument();
    await choose(user, 'Category', 'Machinery');
    expect(combo('Select Type')).toHaveTextContent('Sale');
    expect(screen.queryByRole('textbox', { name: /^Duration/ })).not.toBeInTheDocument();
    await choose(user, 'Select Type', 'Rent');
    await user.clear(field('Duration(Hr)'));
    await user.type(field('Duration(Hr)'), '8');
    await waitFor(() => expect(field('Duration(Hr)')).toHaveValue('8'));
    await choose(user, 'Category', 'Vegetables');
    await choose(user, 'Category', 'Machinery');
    expect(combo('Select Type')).toHaveTextContent('Sale');
    expect(screen.queryByRole('textbox', { name: /^Duration/ })).not.toBeInTheDocument();
  });

  it('resets the discount on a new discount type (the number inputs are in ProductAmounts.test.tsx)', async () => {
    const { user } = await open('/product/create');
    await user.clear(field('Discount'));
    await user.type(field('Discount'), '250');
    expect(field('Discount')).toHaveValue('250');
    await choose(user, 'Discount Type', 'Percentage');
    expect(field('Discount')).toHaveValue('0');
  });

  it('creates with the images as product_images[i][image_file], then shows the message and goes to the list', async () => {
    const { api, user, router } = await open('/product/create');
    await user.upload(screen.getByLabelText('Images'), [png('a.png'), png('b.png')]);
    expect(screen.getByRole('img', { name: 'Image preview 2' })).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findNotification('Product created successfully.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    // The Save button is gone with the form: the keyboard goes on from the list's heading, not the page's top.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toHaveFocus());
    const [body] = api.bodiesTo('/api/product-create');
    expect(body).toMatchObject({
      name: 'Tractor 45HP',
      category_id: ids.vegetables,
      sub_category_id: ids.leafy,
      type: 'Seller',
      unit_price: '1500',
      unit_id: ids.kg,
      duration: '0',
      discount_type: 'Fixed',
      discount: '0',
      status: 'Active',
      latitude: '12.5',
      longitude: '77.5',
    });
    expect(body['product_images[0][image_file]']).toMatchObject({ type: 'image/png', size: 4 });
    expect(body['product_images[1][image_file]']).toMatchObject({ type: 'image/png', size: 4 });
  });

  it('tells staff a listing asked Active stays In-Active while its owner awaits approval', async () => {
    const held = (userId: string) =>
      http.post('/api/product-create', () => ok(makeProduct({ user_id: userId, status: 'In-Active' }), 'Product created successfully.'));
    const { user, router } = await open('/product/create');
    server.use(held(ids.owner));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findNotification("Saved. It stays In-Active until the owner's account is approved.");
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(screen.queryByText('Product created successfully.')).not.toBeInTheDocument();
  });

  it('tells a seller its own listing stays In-Active until staff approve its account', async () => {
    server.use(...productsApi([]).handlers);
    server.use(http.post('/api/product-create', () => ok(makeProduct({ user_id: vendor.uuid, status: 'In-Active' }))));
    signIn(vendor);
    renderApp('/product/create');
    await screen.findByRole('textbox', { name: /^Name/ });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findNotification('Saved. It stays In-Active until staff approve your account.');
  });

  it("keeps the server's refusal of the discount under it once the first check has ended", async () => {
    const { user } = await open('/product/create');
    await fillRequired(user);
    await user.clear(field('Discount'));
    await user.type(field('Discount'), '20');
    const refusal = 'The discount may not be greater than the price.';
    server.use(http.post('/api/product-create', () => fail(422, refusal, { errors: { discount: [refusal] } })));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Discount')).toHaveAccessibleDescription(refusal));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(field('Discount')).toHaveAccessibleDescription(refusal);
    expect(field('Discount')).toHaveValue('20');
  });

  it("says which chosen file each of the server's image refusals is about", async () => {
    const { user } = await open('/product/create');
    await user.upload(screen.getByLabelText('Images'), [png('field.png'), png('fake.png'), png('huge.png')]);
    await fillRequired(user);
    server.use(
      http.post('/api/product-create', () =>
        fail(422, 'The image must be a JPEG, PNG, GIF or WebP picture.', {
          errors: {
            'product_images[1][image_file]': ['The image must be a JPEG, PNG, GIF or WebP picture.'],
            'product_images[2][image_file]': ['The image may not be greater than 500 KB.'],
          },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('fake.png: The image must be a JPEG, PNG, GIF or WebP picture.')).toBeInTheDocument();
    expect(screen.getByText('huge.png: The image may not be greater than 500 KB.')).toBeInTheDocument();
    expect(screen.queryByText(/^field\.png:/)).not.toBeInTheDocument();
  });

  it('names the chosen files that are not images or are over 500 KB, leaves them out, and keeps the images', async () => {
    const { api } = await open('/product/create');
    // The system's picker can offer any file, whatever the input's accept says.
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Images'), png('a.png'));
    await user.upload(screen.getByLabelText('Images'), [pdf, png('b.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Not added, as it is not an image: price-list.pdf');
    expect(screen.getByRole('img', { name: 'Image preview 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image preview 2' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Image preview 3' })).not.toBeInTheDocument();

    const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Images'), [pdf, notes]);
    expect(screen.getByRole('alert')).toHaveTextContent('Not added, as they are not images: price-list.pdf, notes.txt');
    expect(screen.getByRole('img', { name: 'Image preview 2' })).toBeInTheDocument();

    // Over 500 KB is refused before sending too, with the other reason on a line of its own.
    const huge = new File([new Uint8Array(512_001)], 'drone-shot.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Images'), [huge, pdf]);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Not added, as it is larger than 500 KB: drone-shot.jpg',
      'Not added, as it is not an image: price-list.pdf',
    ]);
    expect(screen.queryByRole('img', { name: 'Image preview 3' })).not.toBeInTheDocument();

    // The next choice of images only clears the note.
    await user.upload(screen.getByLabelText('Images'), png('c.png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image preview 3' })).toBeInTheDocument();
    expect(api.bodiesTo('/api/product-create')).toEqual([]);
  });

  it('edits: a removed image goes in delete_images, a new one as product_images[0][image_file]', async () => {
    const product = makeProduct({
      product_images: [
        { id: 'a0000000-0000-4000-8000-000000000001', product_id: 'p', user_id: 'u', image_url: '/uploads/products/a.png' },
        { id: 'a0000000-0000-4000-8000-000000000002', product_id: 'p', user_id: 'u', image_url: '/uploads/products/b.png' },
      ],
    });
    const { api, user } = await open(`/product/edit/${product.id}`, [product]);
    expect(screen.getByRole('heading', { level: 1, name: 'Product Edit' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Spinach');
    await user.click(screen.getByRole('button', { name: 'Remove Image 1' }));
    await user.upload(screen.getByLabelText('Images'), png('c.png'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findNotification('Product updated successfully.');
    const [body] = api.bodiesTo('/api/product-update');
    expect(body).toMatchObject({ product_id: product.id, name: 'Spinach', 'delete_images[0]': 'a0000000-0000-4000-8000-000000000001' });
    expect(body['product_images[0][image_file]']).toMatchObject({ type: 'image/png', size: 4 });
    expect(body['product_images[1][image_file]']).toBeUndefined();
  });

  it("gives the focus to the next picture's Remove after a Remove, else the previous one's, else to Choose Images", async () => {
    const { user } = await open('/product/create');
    await user.upload(screen.getByLabelText('Images'), [png('a.png'), png('b.png'), png('c.png')]);
    const remove = (number: number) => screen.getByRole('button', { name: `Remove Image ${number}` });
    remove(1).focus();
    await user.keyboard('{Enter}');
    // The pictures are numbered again: the one that was second is now first.
    expect(screen.queryByRole('button', { name: 'Remove Image 3' })).not.toBeInTheDocument();
    expect(remove(1)).toHaveFocus();
    remove(2).focus();
    await user.keyboard('{Enter}');
    expect(remove(1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('img', { name: /^Image preview/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Images' })).toHaveFocus();
  });

  it('asks before leaving with unsaved edits: declined, the edits stay; a save goes back to the list without asking', async () => {
    const product = makeProduct();
    const { user, router } = await open(`/product/edit/${product.id}`, [product]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Spinach (Palak)');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?");
    expect(router.state.location.pathname).toBe(`/admin/product/edit/${product.id}`);
    expect(field('Name')).toHaveValue('Spinach (Palak)');
    expect(screen.getByRole('heading', { level: 1, name: 'Product Edit' })).not.toHaveFocus();

    confirm.mockClear();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findNotification('Product updated successfully.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});

// Spec, Product form: "Fields: image upload (multiple, with removal), Name, Category, Sub Category,
// Select Type (only when the chosen category is named Machinery), Tax Type, Select Tax, Description,
// Quantity, Price, Duration(Hr) (rent and machinery only), Select Unit, Discount Type, Discount,
// Status, Latitude, Longitude, comment."
const SPEC_ORDER: [kind: 'images' | 'textbox' | 'combobox', name: string][] = [
  ['images', 'Images'],
  ['textbox', 'Name'],
  ['combobox', 'Category'],
  ['combobox', 'Sub Category'],
  ['combobox', 'Select Type'],
  ['combobox', 'Tax Type'],
  ['combobox', 'Select Tax'],
  ['textbox', 'Description'],
  ['textbox', 'Quantity'],
  ['textbox', 'Price'],
  ['textbox', 'Duration(Hr)'],
  ['combobox', 'Select Unit'],
  ['combobox', 'Discount Type'],
  ['textbox', 'Discount'],
  ['combobox', 'Status'],
  ['textbox', 'Latitude'],
  ['textbox', 'Longitude'],
  ['textbox', 'comment'],
];

describe('Product form layout', () => {
  it("shows the fields in the spec's order, Duration(Hr) between Price and Select Unit", async () => {
    const { user } = await open('/product/create');
    await screen.findByRole('combobox', { name: /^Category/ });
    await choose(user, 'Category', 'Machinery');
    await choose(user, 'Select Type', 'Rent');
    await screen.findByRole('textbox', { name: /^Duration\(Hr\)/ });
    const found = SPEC_ORDER.map(([kind, name]) => ({
      name,
      element: kind === 'images' ? screen.getByLabelText(name) : kind === 'textbox' ? field(name) : combo(name),
    }));
    const onScreen = [...found]
      .sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map(({ name }) => name);
    expect(onScreen).toEqual(SPEC_ORDER.map(([, name]) => name));
  });
});

describe('Product form in Hindi', () => {
  it("shows the server's message on an image under the images in Hindi, as the other inputs' messages", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    const product = makeProduct();
    server.use(...productsApi([product]).handlers);
    const tooBig = 'The image may not be greater than 500 KB.';
    server.use(
      http.post('/api/product-update', () =>
        fail(422, 'The given data was invalid.', { errors: { 'product_images.0.image_file': [tooBig] } }),
      ),
    );
    signIn(superAdmin);
    try {
      renderApp(`/product/edit/${product.id}`);
      const user = userEvent.setup();
      await waitFor(() => expect(screen.getByRole('textbox', { name: /^नाम/ })).toHaveValue('Spinach'));
      await user.upload(screen.getByLabelText('तस्वीरें'), png('big.png'));
      await user.click(screen.getByRole('button', { name: 'अपडेट करें' }));
      expect(await screen.findByText(`big.png: ${toHindi(tooBig)!}`)).toBeInTheDocument();
      expect(screen.queryByText(tooBig)).not.toBeInTheDocument();
    } finally {
      // The provider is one module for the whole file: back to English for the tests after.
      await i18nProvider.changeLocale('en');
    }
  });
});

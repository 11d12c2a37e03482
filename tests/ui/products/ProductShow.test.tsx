import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { fail, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeProduct, productsApi } from './productsApi';

const openDetail = async (values: Record<string, unknown>) => {
  const product = makeProduct(values);
  const api = productsApi([product]);
  server.use(...api.handlers);
  signIn(superAdmin);
  renderApp(`/product/${product.id}`);
  const card = (await screen.findByRole('heading', { level: 2, name: 'Product Info' })).closest('.MuiCard-root') as HTMLElement;
  return { api, product, card };
};

describe('Product detail', () => {
  it('shows the product, its prices with tax, the gallery and the owner', async () => {
    const { api, product, card } = await openDetail({
      product_images: [
        { id: 'i1', product_id: 'p', user_id: 'u', image_url: '/uploads/products/a.png' },
        { id: 'i2', product_id: 'p', user_id: 'u', image_url: '/uploads/products/b.png' },
      ],
    });
    expect(api.bodiesTo('/api/single-product-info')[0]).toEqual({ id: product.id });
    expect(screen.getByRole('heading', { level: 1, name: 'Spinach' })).toBeInTheDocument();
    expect(within(card).getByText('Vegetables')).toBeInTheDocument();
    expect(within(card).getByText('Leafy')).toBeInTheDocument();
    expect(within(card).getByText('Sale')).toBeInTheDocument();
    expect(within(card).getByText('Fresh spinach')).toBeInTheDocument();
    expect(within(card).getByText('₹30.00')).toBeInTheDocument();
    expect(within(card).getByText('₹5.00')).toBeInTheDocument();
    expect(within(card).getByText('₹25.00')).toBeInTheDocument();
    expect(within(card).getByText('₹26.25')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Image preview 2' })).toHaveAttribute('src', '/uploads/products/b.png');
    const owner = screen.getByRole('heading', { level: 2, name: 'Created User Info' }).closest('.MuiCard-root') as HTMLElement;
    expect(within(owner).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(owner).getByText('ravi@mandi.test')).toBeInTheDocument();
  });

  it('opened from the list, gives way to the error when the product is gone by then', async () => {
    server.use(...productsApi([makeProduct({ name: 'Spinach' })]).handlers);
    server.use(http.post('/api/single-product-info', () => fail(404, 'Product not found.')));
    signIn(superAdmin);
    renderApp('/products');
    const user = userEvent.setup();
    const row = (await screen.findByText('Spinach')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('link', { name: 'View Spinach' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
    expect(screen.queryByRole('heading', { level: 2, name: 'Product Info' })).not.toBeInTheDocument();
  });

  it("names the owner's account type in Hindi on a Hindi screen", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    const product = makeProduct({});
    server.use(...productsApi([product]).handlers);
    signIn(superAdmin);
    try {
      renderApp(`/product/${product.id}`);
      const heading = await screen.findByRole('heading', { level: 2, name: 'बनाने वाले उपयोगकर्ता की जानकारी' });
      const owner = heading.closest('.MuiCard-root') as HTMLElement;
      expect(within(owner).getByText('विक्रेता')).toBeInTheDocument();
      expect(within(owner).queryByText('Vendor')).not.toBeInTheDocument();
    } finally {
      // The provider is one module for the whole file: back to English for the tests after.
      await i18nProvider.changeLocale('en');
    }
  });

  it('offers Edit beside the heading, to the product form (on a phone too: lists there have no edit icon)', async () => {
    const { product } = await openDetail({});
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/product/edit/${product.id}`);
  });

  it('leaves out money values that are not above 0', async () => {
    const { card } = await openDetail({ discount: 0, discount_unit_price: 30, tax_amount: 0, tax_type: 'Inclusive' });
    expect(within(card).getByText('Unit Price')).toBeInTheDocument();
    expect(within(card).queryByText('Discount')).not.toBeInTheDocument();
    expect(within(card).getByText('Discount Price')).toBeInTheDocument();
    expect(within(card).getAllByText('₹30.00')).toHaveLength(3);
  });
});

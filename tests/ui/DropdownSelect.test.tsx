import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, Form, testDataProvider, type RaRecord } from 'react-admin';
import { DropdownFilter } from '../../src/common/categoryFilters';
import { i18nProvider } from '../../src/i18n/i18nProvider';

const productsOf = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `p${i}`, name: `Product ${i}` }));
const answering = (products: RaRecord[]) =>
  testDataProvider({ getList: async () => ({ data: products, total: products.length }) as never });

let namesDrawn = 0;
const countedName = (product: RaRecord) => {
  namesDrawn += 1;
  return product.name as string;
};

/** A list's filter bar in small: something around the dropdown changes and it is drawn again. */
const FilterBar = () => {
  const [changes, setChanges] = useState(0);
  return (
    <Form>
      <button type="button" onClick={() => setChanges(changes + 1)}>
        changed {changes}
      </button>
      <DropdownFilter
        source="product_id"
        reference="products"
        optionText={countedName}
        label="Product"
        allLabel="resources.orders.select_all"
      />
    </Form>
  );
};

describe('DropdownFilter', () => {
  it('offers Select All, then the dropdown call’s rows, and no blank line', async () => {
    const user = userEvent.setup();
    render(
      <AdminContext dataProvider={answering(productsOf(20))} i18nProvider={i18nProvider}>
        <FilterBar />
      </AdminContext>,
    );
    const select = await screen.findByRole('combobox', { name: 'Product' });
    // Nothing chosen yet narrows nothing: Select All.
    expect(select).toHaveTextContent('Select All');
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(21);
    expect(options[0]).toHaveAccessibleName('Select All');
    expect(options.at(-1)).toHaveTextContent('Product 19');
  });

  it('does not make its thousand choices again when only what is around it is drawn again', async () => {
    const user = userEvent.setup();
    const products = productsOf(1000);
    render(
      <AdminContext dataProvider={answering(products)} i18nProvider={i18nProvider}>
        <FilterBar />
      </AdminContext>,
    );
    await screen.findByRole('combobox', { name: 'Product' });
    await vi.waitFor(() => expect(namesDrawn).toBeGreaterThanOrEqual(products.length));
    const before = namesDrawn;
    await user.click(screen.getByRole('button', { name: 'changed 0' }));
    await user.click(screen.getByRole('button', { name: 'changed 1' }));
    expect(screen.getByRole('button', { name: 'changed 2' })).toBeInTheDocument();
    expect(namesDrawn).toBe(before);
  });
});

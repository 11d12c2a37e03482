import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, Form, testDataProvider, type RaRecord } from 'react-admin';
import { DropdownSelect } from '../../src/common/DropdownSelect';
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
      <DropdownSelect
        source="product_id"
        reference="products"
        optionText={countedName}
        label="Product"
        allLabel="resources.orders.select_all"
      />
    </Form>
  );
};

describe('DropdownSelect', () => {
  it('offers the dropdown call’s rows after Select All', async () => {
    const user = userEvent.setup();
    render(
      <AdminContext dataProvider={answering(productsOf(20))} i18nProvider={i18nProvider}>
        <FilterBar />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Product' }));
    const options = await screen.findAllByRole('option');
    // The empty choice that clears the filter, Select All, then the rows.
    expect(options).toHaveLength(22);
    expect(options[1]).toHaveTextContent('Select All');
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

// A list generated from a declaration (categories), through the whole app and the fake API.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { fail, ok, vendor } from '../handlers';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { server } from '../server';
import { bodyRows, cellsOf, headings, listButton, openLookup, rowWith } from './helpers';
import { categories } from './rows';

/** Opens the footer's page sizes and reads them. */
const pageSizes = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
};

describe('a generated list (Category List)', () => {
  it('shows the heading, the columns and numbered rows, 25 to a page', async () => {
    const { api } = openLookup('/lookup/category', { category: categories(30) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category List' })).toBeInTheDocument();
    await screen.findByText('Category 01');
    expect(headings()).toEqual(['No.', 'Name', 'Description', 'Actions']);
    expect(bodyRows()).toHaveLength(25);
    expect(cellsOf(bodyRows()[0]).slice(0, 3)).toEqual(['1', 'Category 01', 'Description 1']);
    expect(api.bodiesTo('/api/category-list')[0]).toEqual({ search: '', page: 1, perPage: 25, sort: 'created_at', order: 'DESC' });
  });

  it("leads from the resource's own name (/categories) to its list", async () => {
    const { router } = openLookup('/categories', { category: categories(3) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/lookup/category');
  });

  it('numbers rows (page - 1) x page size + index + 1 on page 2', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/category', { category: categories(30) });
    await screen.findByText('Category 01');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Category 26');
    expect(bodyRows().map((row) => cellsOf(row)[0])).toEqual(['26', '27', '28', '29', '30']);
    expect(api.bodiesTo('/api/category-list').at(-1)).toMatchObject({ page: 2, perPage: 25 });
  });

  it('says "of more than" when the server stopped counting (a floor past its cap)', async () => {
    openLookup('/lookup/category', { category: categories(30) });
    server.use(
      http.post('/api/category-list', () =>
        ok({ data: categories(25), current_page: 1, last_page: 400, per_page: 25, total: 10000, total_is_estimate: true, from: 1, to: 25 }),
      ),
    );
    await screen.findByText('Category 01');
    expect(await screen.findByText('1-25 of more than 10,000')).toBeInTheDocument();
  });

  it("groups the footer's numbers as the language groups digits", async () => {
    openLookup('/lookup/category', { category: categories(30) });
    server.use(
      http.post('/api/category-list', () =>
        ok({ data: categories(25), current_page: 1, last_page: 494, per_page: 25, total: 12345, from: 1, to: 25 }),
      ),
    );
    await screen.findByText('Category 01');
    expect(await screen.findByText('1-25 of 12,345')).toBeInTheDocument();
  });

  it('offers page sizes 10, 25, 50, 100 and All, and All (-1) lists every row from 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/category', { category: categories(30) });
    await screen.findByText('Category 01');
    expect(await pageSizes(user)).toEqual(['10', '25', '50', '100', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    await screen.findByText('Category 30');
    // "All" goes to the server as -1.
    expect(api.bodiesTo('/api/category-list').at(-1)).toMatchObject({ page: 1, perPage: -1 });
    expect(cellsOf(bodyRows()[29])[0]).toBe('30');
    expect(screen.getByText('1-30 of 30')).toBeInTheDocument();
  });

  it('offers 1,000 a page in place of All when the rows are more than the server sends at once, and pages on', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/category', { category: categories(1200) });
    await screen.findByText('1-25 of 1,200');
    expect(await pageSizes(user)).toEqual(['10', '25', '50', '100', '1,000']);
    await user.click(screen.getByRole('option', { name: '1,000' }));
    expect(await screen.findByText('1-1,000 of 1,200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('1,001-1,200 of 1,200')).toBeInTheDocument();
    expect(api.bodiesTo('/api/category-list').at(-1)).toMatchObject({ page: 2, perPage: -1 });
    expect(cellsOf(bodyRows()[0])[0]).toBe('1001');
    // jsdom draws a thousand rows, then two hundred: near a minute on a busy two-core machine.
  }, 120_000);

  it('searches after typing stops (debounced), sends `search`, and clears', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/category', { category: categories(30) });
    await screen.findByText('Category 01');
    // Named by a label of its own, not only by its placeholder, which goes once typing starts.
    expect(screen.getByPlaceholderText('Search')).toHaveAttribute('aria-label', 'Search');
    await user.type(screen.getByPlaceholderText('Search'), 'ry 12');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellsOf(bodyRows()[0])[1]).toBe('Category 12');
    const searches = api.bodiesTo('/api/category-list').map((b) => b.search);
    expect(searches.filter((s) => s !== '')).toEqual(['ry 12']); // one request, not one per key
    await user.click(screen.getByRole('button', { name: 'Clear value' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(api.bodiesTo('/api/category-list').at(-1)).toMatchObject({ search: '' });
  });

  it('refresh reloads page 1 with 25 rows', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/category', { category: categories(30) });
    await screen.findByText('Category 01');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Category 26');
    await user.click(listButton('Refresh'));
    await screen.findByText('Category 01');
    expect(api.bodiesTo('/api/category-list').at(-1)).toMatchObject({ page: 1, perPage: 25 });
  });

  it("offers delete only on rows whose Delete Type is 'yes'", async () => {
    openLookup('/lookup/category', { category: categories(6) });
    await screen.findByText('Category 01');
    await within(rowWith('Category 01')).findByRole('button', { name: 'Delete Category 01' });
    const hasDelete = (name: string) => within(rowWith(name)).queryByRole('button', { name: /^Delete/ }) !== null;
    expect(['Category 01', 'Category 02', 'Category 03', 'Category 06'].map(hasDelete)).toEqual([true, true, false, false]);
    expect(within(rowWith('Category 03')).getByRole('button', { name: 'Edit Category 03' })).toBeInTheDocument();
  });

  it('leaves out the Actions column for an account that may neither edit nor delete the rows (a vendor)', async () => {
    openLookup('/lookup/category', { category: categories(6) }, { as: [vendor, ROLE_GRANTS.Vendor] });
    await screen.findByText('Category 01');
    expect(ROLE_GRANTS.Vendor).not.toContain('category_edit');
    expect(ROLE_GRANTS.Vendor).not.toContain('category_delete');
    expect(headings()).toEqual(['No.', 'Name', 'Description']);
    expect(cellsOf(rowWith('Category 01'))).toEqual(['1', 'Category 01', 'Description 1']);
  });

  it("names each row's buttons for its row, so a screen reader tells the rows apart; the tooltip stays the action", async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(2) });
    const first = await within(await waitFor(() => rowWith('Category 01'))).findByRole('button', { name: 'Edit Category 01' });
    expect(within(rowWith('Category 02')).getByRole('button', { name: 'Edit Category 02' })).toBeInTheDocument();
    expect(within(rowWith('Category 02')).getByRole('button', { name: 'Delete Category 02' })).toBeInTheDocument();
    await user.hover(first);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Edit$/);
  });

  it("names each row's buttons for its row in Hindi, the row's name first as Hindi puts the object", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    try {
      openLookup('/lookup/category', { category: categories(2) });
      const row = await waitFor(() => rowWith('Category 01'));
      expect(await within(row).findByRole('button', { name: 'Category 01 संपादित करें' })).toBeInTheDocument();
      expect(within(rowWith('Category 02')).getByRole('button', { name: 'Category 02 संपादित करें' })).toBeInTheDocument();
      expect(within(rowWith('Category 02')).getByRole('button', { name: 'Category 02 हटाएँ' })).toBeInTheDocument();
    } finally {
      // The provider is one module for the whole file: back to English for the tests after.
      await i18nProvider.changeLocale('en');
    }
  });

  it('asks before deleting, sends the id, reloads the list and says nothing on success', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/category', { category: categories(2) });
    await screen.findByText('Category 02');
    await user.click(await within(rowWith('Category 02')).findByRole('button', { name: 'Delete Category 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this info?' });
    expect(within(dialog).getByText('Category 02')).toBeInTheDocument();
    // It opens on Cancel: an Enter pressed once too often keeps the row.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesTo('/api/category-delete')).toEqual([]);

    await user.click(within(rowWith('Category 02')).getByRole('button', { name: 'Delete Category 02' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Category 02')).toBeNull());
    expect(api.bodiesTo('/api/category-delete')).toEqual([{ id: categories(2)[1].id }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal of a delete (409)", async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(1) });
    server.use(http.post('/api/category-delete', () => fail(409, 'Category Already Use to Sub Category')));
    await user.click(await within(await waitFor(() => rowWith('Category 01'))).findByRole('button', { name: 'Delete Category 01' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Category Already Use to Sub Category');
    await waitFor(() => expect(rowWith('Category 01')).toBeInTheDocument());
  });

  it("says a lost connection on a delete in the screen's language, not the browser's English", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    try {
      const user = userEvent.setup({ delay: null });
      openLookup('/lookup/category', { category: categories(1) });
      server.use(http.post('/api/category-delete', () => HttpResponse.error()));
      await user.click(await within(await waitFor(() => rowWith('Category 01'))).findByRole('button', { name: 'Category 01 हटाएँ' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'हाँ' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('कुछ गलत हो गया!');
    } finally {
      // The provider is one module for the whole file: back to English for the tests after.
      await i18nProvider.changeLocale('en');
    }
  });

  it('says so when there is nothing yet, and when a search matches nothing', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: [] });
    expect(await screen.findByText(/Nothing here yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search'), 'zzz');
    expect(await screen.findByText('Nothing matches the search or filters.')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/category', { category: categories(1) });
    server.use(http.post('/api/category-list', () => fail(500, 'Something went wrong!'), { once: true }));
    expect(await screen.findByText(/The list could not be loaded: Something went wrong!/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Category 01')).toBeInTheDocument();
    expect(api.bodiesTo('/api/category-list').length).toBeGreaterThan(0);
  });

  it("says why the list cannot be loaded in the screen's language, not the browser's English", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    try {
      openLookup('/lookup/category', { category: categories(1) });
      server.use(http.post('/api/category-list', () => HttpResponse.error()));
      expect(await screen.findByText('सूची लोड नहीं हो सकी: कुछ गलत हो गया!')).toBeInTheDocument();
      expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    } finally {
      // The provider is one module for the whole file: back to English for the tests after.
      await i18nProvider.changeLocale('en');
    }
  });
});

describe('Sub Category list', () => {
  const cats = categories(2);
  const subs = [
    {
      id: '30000000-0000-4000-8000-000000000001',
      category_id: cats[0].id,
      name: 'Wheat',
      description: 'Grain',
      sub_category_type: 'yes',
      sub_category_url: null,
    },
    {
      id: '30000000-0000-4000-8000-000000000002',
      category_id: cats[1].id,
      name: 'Okra',
      description: 'Vegetable',
      sub_category_type: 'yes',
      sub_category_url: null,
    },
  ];

  it('has a Category filter that sends category_id, and a dialog fed by the category dropdown', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/sub-category', { category: cats, 'sub-category': subs });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sub Category List' })).toBeInTheDocument();
    await screen.findByText('Okra');
    expect(headings()).toEqual(['No.', 'Name', 'Category', 'Description', 'Actions']);
    expect(cellsOf(rowWith('Okra')).slice(1, 4)).toEqual(['Okra', 'Category 02', 'Vegetable']);

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Category 01' }));
    await waitFor(() => expect(screen.queryByText('Okra')).toBeNull());
    expect(api.bodiesTo('/api/sub-category-list').at(-1)).toMatchObject({ category_id: cats[0].id });

    await user.click(listButton('Add'));
    const dialog = await screen.findByRole('dialog', { name: 'Sub Category Create' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent?.trim());
    expect(options.filter(Boolean)).toEqual(['Category 01', 'Category 02']);
    expect(api.bodiesTo('/api/dropdown-category-list')).toContainEqual({});
  });
});

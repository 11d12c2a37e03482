// The country table, and the states and cities screens with India fixed.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyRows, cellsOf, headings, listButton, openLookup, rowWith } from './helpers';
import { cities, countries, GOA_ID, INDIA_ID, KERALA_ID, states } from './rows';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { vendor } from '../handlers';

const geography = { country: countries, state: states, city: cities };

describe('Country list', () => {
  it("shows the spec's composite columns and no actions column (no delete)", async () => {
    openLookup('/lookup/country', geography);
    expect(await screen.findByRole('heading', { level: 1, name: 'Country List' })).toBeInTheDocument();
    await screen.findByText('India');
    expect(headings()).toEqual([
      'No.',
      'Name',
      'Iso3 - Iso2',
      'Phone Code',
      'Currency(Symbol)',
      'Region - Nationality',
      'Emoji',
      'Latitude',
      'Longitude',
    ]);
    expect(cellsOf(rowWith('India'))).toEqual(['1', 'India', 'IND - IN', '91', 'INR(₹)', 'Asia - Indian', '🇮🇳', '20', '77']);
    expect(cellsOf(rowWith('American Samoa')).slice(2, 4)).toEqual(['ASM - AS', '1, 1-684']);
    // Even a country whose flag says 'yes' offers no delete on this screen.
    expect(screen.queryAllByRole('button', { name: /^Delete/ })).toEqual([]);
  });

  it("opens 'Country Edit' from the row's name and sends phone codes as comma-separated text", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/country', geography);
    await user.click(await screen.findByRole('button', { name: 'American Samoa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Country Edit' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone Code' });
    expect(phone).toHaveValue('1, 1-684');
    await user.clear(phone);
    await user.type(phone, '1, 1-684, 684');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Country updated successfully.');
    expect(api.bodiesTo('/api/country-update')[0]).toMatchObject({ phone_code: '1, 1-684, 684', iso3: 'ASM', numeric_code: '356' });
  });

  it('shows the names as text to an account that may view countries but not edit them', async () => {
    openLookup('/lookup/country', geography, { as: [vendor, ROLE_GRANTS.Vendor] });
    await screen.findByText('India');
    expect(ROLE_GRANTS.Vendor).toContain('country_view');
    expect(ROLE_GRANTS.Vendor).not.toContain('country_edit');
    expect(screen.queryByRole('button', { name: 'India' })).not.toBeInTheDocument();
  });

  it("checks 'Country Create' with the declaration's messages", async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/country', geography);
    await screen.findByText('India');
    await user.click(listButton('Add'));
    const dialog = await screen.findByRole('dialog', { name: 'Country Create' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Iso3' }), 'AB');
    await user.type(within(dialog).getByRole('textbox', { name: 'Numeric Code' }), '1000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Timezones' }), '{{"a":1}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Emoji Unicode' }), 'U+1f600');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Latitude' }), '91');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Must be 3 alphabetic characters',
      'Numeric code must be a number between 0 and 999',
      'Timezones must be a valid JSON array',
      'Must be a valid Unicode emoji (e.g., U+1F600)',
      'Latitude must be between -90 and 90',
      'Longitude is required',
      'Phone Code is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
  });
});

describe('States screen', () => {
  it('fixes the Country filter to India (read-only) and sends its id with every request', async () => {
    const { api } = openLookup('/lookup/state', geography);
    await screen.findByText('Kerala');
    expect(screen.queryByText('Bagmati')).toBeNull();
    expect(headings()).toEqual(['No.', 'Name', 'State Code', 'Country', 'Latitude', 'Longitude', 'Actions']);
    expect(cellsOf(rowWith('Goa')).slice(0, 4)).toEqual(['1', 'Goa', 'GA', 'India']);
    const country = screen.getAllByRole('combobox', { name: 'Country' })[0];
    expect(country).toHaveTextContent('India');
    expect(country).toHaveAttribute('aria-disabled', 'true');
    const bodies = api.bodiesTo('/api/state-list');
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.every((b) => b.country_id === INDIA_ID)).toBe(true);
  });

  it('says there is nothing yet, not that the filters match nothing, when India has no states (its filter is fixed)', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/state', { ...geography, state: states.filter((s) => s.country_id !== INDIA_ID) });
    expect(await screen.findByText('Nothing here yet. Use Add to create the first one.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing matches the search or filters.')).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search'), 'Bag');
    expect(await screen.findByText('Nothing matches the search or filters.')).toBeInTheDocument();
  });

  it("opens 'State Create' with India preselected and read-only, and saves", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/state', geography);
    await screen.findByText('Kerala');
    await user.click(listButton('Add'));
    const dialog = await screen.findByRole('dialog', { name: 'State Create' });
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveTextContent('India'));
    expect(country).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sikkim');
    await user.type(within(dialog).getByRole('textbox', { name: 'State Code' }), 'SK');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'State' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Latitude' }), '27.5');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Longitude' }), '88.5');
    await user.click(within(dialog).getByRole('combobox', { name: 'Delete Type' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('State created successfully.');
    expect(api.bodiesTo('/api/state-create')).toEqual([
      { country_id: INDIA_ID, name: 'Sikkim', state_code: 'SK', type: 'state', latitude: 27.5, longitude: 88.5, state_type: 'yes' },
    ]);
    expect(await screen.findByText('Sikkim')).toBeInTheDocument();
  });
});

describe('Cities screen', () => {
  it("narrows by a clearable State filter (India's states), India fixed", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/city', geography);
    await screen.findByText('Kochi');
    expect(headings()).toEqual(['No.', 'Name', 'Country', 'State', 'Latitude', 'Longitude', 'Actions']);
    expect(cellsOf(rowWith('Kochi')).slice(1, 4)).toEqual(['Kochi', 'India', 'Kerala']);
    await user.click(screen.getAllByRole('combobox', { name: 'State' })[0]);
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent?.trim());
    expect(options.filter(Boolean)).toEqual(['Goa', 'Kerala']); // not Nepal's Bagmati
    await user.click(screen.getByRole('option', { name: 'Goa' }));
    await waitFor(() => expect(screen.queryByText('Kochi')).toBeNull());
    expect(
      bodyRows()
        .map((r) => cellsOf(r)[1])
        .sort(),
    ).toEqual(['Margao', 'Panaji']);
    expect(api.bodiesTo('/api/city-list').at(-1)).toMatchObject({ country_id: INDIA_ID, state_id: GOA_ID });

    const stateFilter = screen.getAllByRole('combobox', { name: 'State' })[0].closest('.MuiFormControl-root') as HTMLElement;
    await user.click(within(stateFilter).getByRole('button', { name: 'Clear value' }));
    await screen.findByText('Kochi');
    const last = api.bodiesTo('/api/city-list').at(-1)!;
    expect(last.country_id).toBe(INDIA_ID);
    expect(last.state_id ?? '').toBe('');
  });

  it('says there is nothing yet when India has no cities, and that the filters match nothing once a state is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/city', { ...geography, city: [] });
    expect(await screen.findByText('Nothing here yet. Use Add to create the first one.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('combobox', { name: 'State' })[0]);
    await user.click(await screen.findByRole('option', { name: 'Goa' }));
    expect(await screen.findByText('Nothing matches the search or filters.')).toBeInTheDocument();
  });

  it("loads a city's State choices from its Country in 'City Edit'", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/city', geography);
    await user.click(await within(await waitFor(() => rowWith('Kochi'))).findByRole('button', { name: 'Edit Kochi' }));
    const dialog = await screen.findByRole('dialog', { name: 'City Edit' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveTextContent('Kerala'));
    expect(api.bodiesTo('/api/dropdown-state-list')).toContainEqual({ country_id: INDIA_ID });
    await user.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Goa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('City updated successfully.');
    expect(api.bodiesTo('/api/city-update')[0]).toMatchObject({ country_id: INDIA_ID, state_id: GOA_ID, name: 'Kochi' });
    expect(KERALA_ID).not.toBe(GOA_ID);
  });
});

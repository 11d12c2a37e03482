// The throwaway `colour` lookup of tests/fixtures: declared there only, shown by the same generic
// code with no screen of its own.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENTITIES } from '../../../schema';
import { colour } from '../../fixtures/colourEntity';
import { registryResources } from '../../../src/resources/registry';
import { headings, listButton, openLookup, rowWith } from './helpers';

const withColour = { entities: [colour], app: { loadRegistry: async () => registryResources([...ENTITIES, colour]) } };
const leaf = { id: '20000000-0000-4000-8000-000000000001', name: 'Leaf', hex: '#2e7d32', colour_type: 'yes' };

describe('a lookup declared only in a fixture', () => {
  it('has a list, a menu entry and a delete by its flag', async () => {
    openLookup(
      '/lookup/colour',
      { colour: [leaf, { ...leaf, id: leaf.id.replace(/1$/, '2'), name: 'Soil', colour_type: 'no' }] },
      withColour,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Colour List' })).toBeInTheDocument();
    await screen.findByText('Leaf');
    expect(headings()).toEqual(['No.', 'Name', 'Hex', 'Actions']);
    expect(await within(rowWith('Leaf')).findByRole('button', { name: 'Delete Leaf' })).toBeInTheDocument();
    expect(within(rowWith('Soil')).queryByRole('button', { name: /^Delete/ })).toBeNull();
    // Its group (Lookup) is open on its own page; the label falls back to the resource's name.
    expect(await screen.findByRole('menuitem', { name: 'Colours' })).toHaveAttribute('href', '/admin/lookup/colour');
  });

  it('creates through its generated dialog, with its own rule messages', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/colour', { colour: [] }, withColour);
    await screen.findByRole('heading', { level: 1, name: 'Colour List' });
    await user.click(await waitFor(() => listButton('Add')));
    const dialog = await screen.findByRole('dialog', { name: 'Colour Create' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sky');
    await user.type(within(dialog).getByRole('textbox', { name: 'Hex' }), 'blue');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Hex must look like #1a2b3c')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Hex' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Hex' }), '#87ceeb');
    await user.click(within(dialog).getByRole('combobox', { name: 'Colour type' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Colour created.');
    expect(await screen.findByText('Sky')).toBeInTheDocument();
    expect(api.bodiesTo('/api/colour-create')).toEqual([{ name: 'Sky', hex: '#87ceeb', colour_type: 'yes' }]);
  });
});

// The product form's number inputs keep what was typed; the server's rules (schema/product.ts)
// refuse what is not a number, a negative amount and a discount above the price or 100, under the field.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHindi } from '../../../schema/i18n/translate';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { makeProduct, productsApi } from './productsApi';
import { MESSAGES } from '../../fixtures/productMessages';

type User = ReturnType<typeof userEvent.setup>;

const escape = (label: string) => label.replace(/[()]/g, '\\$&');
const combo = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) });
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });
/** The message under an input (MUI links it as the input's description; react-admin keeps a zero-width space there). */
const messageOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return (id ? (document.getElementById(id)?.textContent ?? '') : '').replace(/\u200b/g, '');
};
const choose = async (user: User, label: string, option: string) => {
  await user.click(combo(label));
  await user.click(await screen.findByRole('option', { name: option }));
};
const retype = async (user: User, label: string, text: string) => {
  await user.clear(field(label));
  await user.type(field(label), text);
};

const open = async (path = '/product/create', seed = [makeProduct()]) => {
  const api = productsApi(seed);
  server.use(...api.handlers);
  signIn(superAdmin);
  renderApp(path);
  await screen.findByRole('textbox', { name: /^(Name|नाम)/ });
  return { api, user: userEvent.setup() };
};

const fillRequired = async (user: User, price: string, [category, subCategory] = ['Vegetables', 'Leafy']) => {
  await user.type(field('Name'), 'Basmati Rice');
  await choose(user, 'Category', category);
  await waitFor(() => expect(combo('Sub Category')).toBeEnabled());
  await choose(user, 'Sub Category', subCategory);
  await user.type(field('Price'), price);
  await choose(user, 'Select Unit', 'Kilogram');
  await user.type(field('Latitude'), '12.5');
  await user.type(field('Longitude'), '77.5');
};
const save = (user: User) => user.click(screen.getByRole('button', { name: /^(Save|Update)$/ }));

describe('Product form: number inputs', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it('keeps "1000.50x" as typed, says why under Price and sends nothing; "1000.50" then saves as typed', async () => {
    const { api, user } = await open();
    await fillRequired(user, '1000.50x');
    expect(field('Price')).toHaveValue('1000.50x');
    await save(user);
    await findNotification('Form is invalid!');
    expect(messageOf('Price')).toBe(MESSAGES.price);
    expect(api.bodiesTo('/api/product-create')).toEqual([]);

    await retype(user, 'Price', '1000.50');
    await save(user);
    await findNotification('Product created successfully.');
    expect(api.bodiesTo('/api/product-create')[0]).toMatchObject({ unit_price: '1000.50', discount: '0' });
  });

  it('refuses a negative price with the price message, not "Value is required"', async () => {
    const { api, user } = await open();
    await fillRequired(user, '-100');
    expect(field('Price')).toHaveValue('-100');
    await save(user);
    await findNotification('Form is invalid!');
    expect(messageOf('Price')).toBe(MESSAGES.price);
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
    expect(api.bodiesTo('/api/product-create')).toEqual([]);
  });

  it('refuses a Fixed discount above the price, and takes it once the price covers it', async () => {
    const { api, user } = await open();
    await fillRequired(user, '100');
    await retype(user, 'Discount', '500');
    await save(user);
    await findNotification('Form is invalid!');
    expect(messageOf('Discount')).toBe(MESSAGES.fixedCap);
    expect(api.bodiesTo('/api/product-create')).toEqual([]);

    // A discount equal to the price is allowed: the product is given away at 0.
    await retype(user, 'Price', '500');
    await waitFor(() => expect(messageOf('Discount')).toBe(''));
    await save(user);
    await findNotification('Product created successfully.');
    expect(api.bodiesTo('/api/product-create')[0]).toMatchObject({ unit_price: '500', discount_type: 'Fixed', discount: '500' });
  });

  it('keeps a Percentage above 100 as typed and refuses it; refuses a negative or non-numeric discount', async () => {
    const { api, user } = await open();
    await fillRequired(user, '100');
    await choose(user, 'Discount Type', 'Percentage');
    expect(field('Discount')).toHaveValue('0');
    await retype(user, 'Discount', '150');
    expect(field('Discount')).toHaveValue('150');
    await save(user);
    await findNotification('Form is invalid!');
    expect(messageOf('Discount')).toBe(MESSAGES.percentCap);
    for (const text of ['-5', '5%']) {
      await retype(user, 'Discount', text);
      await waitFor(() => expect(messageOf('Discount')).toBe(MESSAGES.discount));
    }
    expect(api.bodiesTo('/api/product-create')).toEqual([]);
  });

  it('refuses a quantity, duration or latitude that is not a number, keeping what was typed', async () => {
    const { api, user } = await open();
    await fillRequired(user, '100', ['Machinery', 'Tractors']);
    await choose(user, 'Select Type', 'Rent');
    await user.type(field('Quantity'), '1a2');
    await user.type(field('Duration(Hr)'), '8h');
    await retype(user, 'Latitude', '12.5N');
    expect(field('Quantity')).toHaveValue('1a2');
    expect(field('Duration(Hr)')).toHaveValue('8h');
    await save(user);
    await findNotification('Form is invalid!');
    expect(messageOf('Quantity')).toBe(MESSAGES.quantity);
    expect(messageOf('Duration(Hr)')).toBe(MESSAGES.duration);
    expect(messageOf('Latitude')).toBe(MESSAGES.latitude);
    await retype(user, 'Quantity', '-3');
    await waitFor(() => expect(messageOf('Quantity')).toBe(MESSAGES.quantity));
    expect(api.bodiesTo('/api/product-create')).toEqual([]);
  });

  it('offers a phone the keypad each number needs, with a minus key where a number may be negative', async () => {
    const { api, user } = await open();
    const keypad = (label: string) => field(label).getAttribute('inputmode');
    expect(keypad('Quantity')).toBe('numeric');
    expect(keypad('Price')).toBe('decimal');
    // iOS's decimal keypad has no minus: a west or south coordinate needs the full keyboard.
    expect(keypad('Latitude')).toBe('text');
    expect(keypad('Longitude')).toBe('text');
    await fillRequired(user, '100');
    await retype(user, 'Latitude', '-33.86');
    await retype(user, 'Longitude', '-70.65');
    await save(user);
    await findNotification('Product created successfully.');
    expect(api.bodiesTo('/api/product-create')[0]).toMatchObject({ latitude: '-33.86', longitude: '-70.65' });
  });

  it('says it in Hindi under a Hindi form', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    const { user } = await open();
    await user.type(field('कीमत'), '1000.50x');
    await user.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByText(toHindi(MESSAGES.price)!)).toBeInTheDocument();
  });
});

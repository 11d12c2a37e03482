// Opens the pages the two lists are embedded in, with the feedback rows given.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { StoredUser } from '../../../src/providers/storage';
import { http } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { ok, superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeProduct, productsApi } from '../products/productsApi';
import { makeUser, usersApi } from '../users/usersApi';
import { feedbackApi, goods, people } from './feedbackApi';

type Seed = Parameters<typeof feedbackApi>[0];

export const listCard = async (title: 'Bookmark List' | 'Review List') =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('.MuiCard-root') as HTMLElement;

/** The data rows of a list, once they are there (the header row left out). */
export const findRows = async (card: HTMLElement, count: number) => {
  let rows: HTMLElement[] = [];
  await expect.poll(() => (rows = within(card).queryAllByRole('row').slice(1)).length).toBe(count);
  return rows;
};

export const columnsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

export const openProductPage = (seed: Seed, { user = superAdmin, permissions }: { user?: StoredUser; permissions?: string[] } = {}) => {
  const api = feedbackApi(seed);
  server.use(...productsApi([makeProduct({ id: goods.spinach.id, name: goods.spinach.name })]).handlers, ...api.handlers);
  // The layout asks the server for the permissions again; it answers with the same list.
  if (permissions) server.use(http.post('/api/user-permission', () => ok(permissions)));
  signIn(user, permissions);
  renderApp(`/product/${goods.spinach.id}`);
  return api;
};

export const openUserPage = (seed: Seed) => {
  const api = feedbackApi(seed);
  server.use(...usersApi([makeUser({ uuid: people.asha.uuid, name: people.asha.name })]).handlers, ...api.handlers);
  signIn(superAdmin);
  renderApp(`/user/${people.asha.uuid}`);
  return api;
};

/** /my-account of the vendor. */
export const openMyAccount = (seed: Seed) => {
  const api = feedbackApi(seed);
  const me = makeUser({ uuid: vendor.uuid, name: vendor.name, account_type: 'Vendor' });
  server.use(...usersApi([me]).handlers, ...api.handlers);
  signIn(vendor, ROLE_GRANTS.Vendor);
  const { router } = renderApp('/my-account');
  return { ...api, router };
};

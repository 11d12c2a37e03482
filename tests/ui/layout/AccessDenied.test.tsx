// A screen the account may not see is a titled page: its h1 and the app bar's title say Access
// denied, so no heading of the page is left without words.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { ALL_PERMISSIONS } from '../../../schema/permissions';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { ok, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';

const SLOW = 60_000;

const signInWithout = (refused: string) => {
  const permissions = ALL_PERMISSIONS.filter((name) => name !== refused);
  server.use(http.post('/api/user-permission', () => ok(permissions)));
  signIn({ ...superAdmin, account_type: 'Admin' }, permissions);
};

const expectTitled = async (title: string) => {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent(new RegExp(`^${title}$`)));
  for (const heading of screen.getAllByRole('heading')) expect(heading.textContent?.trim()).not.toBe('');
};

describe('access denied page', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it('titles a refused list "Access denied", in its h1 and the app bar, and says why', async () => {
    signInWithout('order_view');
    renderApp('/orders');
    await expectTitled('Access denied');
    expect(screen.getByText("You don't have the right permissions to access this page")).toBeInTheDocument();
  });

  it('titles a refused import page the same way', async () => {
    signInWithout('unit_create');
    renderApp('/import/units');
    await expectTitled('Access denied');
  });

  it('titles the page react-admin sends a refused record to', async () => {
    signIn();
    renderApp('/access-denied');
    await expectTitled('Access denied');
    expect(document.title).toBe('Access denied · Mandi Admin');
  });

  it(
    'is in Hindi when Hindi is chosen',
    async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      signInWithout('order_view');
      renderApp('/orders');
      await expectTitled('पहुँच अस्वीकृत');
    },
    SLOW,
  );
});

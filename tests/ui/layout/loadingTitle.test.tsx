// A screen's code comes in its own chunk, seconds late on a slow line. Meanwhile the app bar and
// the browser tab already name the screen, by the title it will show, never blank.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { renderApp } from '../renderApp';
import { signIn } from '../session';

/** A chunk held back until the test lets it arrive: `load` is its module's mock. */
const chunks = vi.hoisted(() => {
  const held = () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = async (original: () => Promise<unknown>) => {
      await arrived;
      return original();
    };
    return { arrive, load };
  };
  return { dashboard: held(), productForm: held(), importPage: held(), labourList: held() };
});

vi.mock('../../../src/dashboard/Dashboard', chunks.dashboard.load);
vi.mock('../../../src/resources/products/ProductForm', chunks.productForm.load);
vi.mock('../../../src/imports/ImportPage', chunks.importPage.load);
vi.mock('../../../src/resources/labour/LabourList', chunks.labourList.load);

const SLOW = 40_000;

const appBarTitle = () => document.getElementById('react-admin-title');

/** The app bar and the tab name the screen while its chunk has not arrived (no h1 of it yet). */
const namedWhileLoading = async (title: string, app = 'Mandi Admin') => {
  await waitFor(() => expect(appBarTitle()).toHaveTextContent(new RegExp(`^${title}$`)));
  expect(document.title).toBe(`${title} · ${app}`);
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
};

/** Every text the app bar's title has had, from the moment it first named a screen. */
const watchAppBarTitle = () => {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const text = appBarTitle()?.textContent;
    if (text !== undefined && (text || seen.length)) seen.push(text ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
};

/** Opens `path` with its chunk held back, then lets it arrive: the app bar only ever reads `title`. */
const titledThroughLoading = async (path: string, title: string, chunk: { arrive: () => void }) => {
  signIn();
  const titles = watchAppBarTitle();
  renderApp(path);
  await namedWhileLoading(title);
  chunk.arrive();
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  titles.stop();
  expect(document.title).toBe(`${title} · Mandi Admin`);
  expect(new Set(titles.seen)).toEqual(new Set([title]));
};

describe('a screen whose code is still loading', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it(
    'has its title in the app bar and the tab, and keeps it when the screen arrives',
    () => titledThroughLoading('/dashboard', 'Dashboard', chunks.dashboard),
    SLOW,
  );

  it('is named by its address: an edit form as one', async () => {
    signIn();
    renderApp('/product/edit/p1');
    await namedWhileLoading('Product Edit');
  });

  it(
    'is named by its address: an import by the plural of its list, also while the rights to import are checked',
    () => titledThroughLoading('/import/categories', 'Import Categories', chunks.importPage),
    SLOW,
  );

  it('is named in Hindi when Hindi is chosen', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    signIn();
    renderApp('/labors');
    await namedWhileLoading('श्रमिक', 'मंडी एडमिन');
  });
});

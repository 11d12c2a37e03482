import { screen, within } from '@testing-library/react';
import type { AppProps } from '../../../src/App';
import { lookupApi, type Row } from '../lookupApi';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import type { EntityDeclaration } from '../../../schema/registry';

/** Signs in, serves the given rows through the fake lookup API and opens a screen. */
export function openLookup(
  path: string,
  seed: Record<string, Row[]> = {},
  options: { entities?: readonly EntityDeclaration[]; app?: AppProps; as?: Parameters<typeof signIn> } = {},
) {
  signIn(...(options.as ?? []));
  const api = lookupApi(seed, options.entities);
  server.use(...api.handlers);
  return { api, ...renderApp(path, options.app) };
}

/** The table's body rows (the header row left out). */
export const bodyRows = () => {
  const [, ...rows] = within(screen.getByRole('table')).getAllByRole('row');
  return rows;
};

/** The texts of a row's cells. */
export const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

/** The column headings of the table. */
export const headings = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');

/** The row whose cells contain this text. */
export const rowWith = (text: string) => {
  const row = bodyRows().find((r) => cellsOf(r).includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
};

/** A button of the list screen, not of the app bar (which has its own Refresh). */
export const listButton = (name: string) => {
  const button = screen.getAllByRole('button', { name }).find((b) => !b.closest('header'));
  if (!button) throw new Error(`No ${name} button on the list`);
  return button;
};

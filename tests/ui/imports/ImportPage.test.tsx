// The import page of a list, step by step: a file chosen and checked (its counts and refused
// cells shown), a refused file's message, a row fixed in place, the run's progress and result,
// and the way back to the list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { ok, superAdmin, vendor } from '../handlers';
import { expectClosesAtOnce, expectDiscardAsked } from '../discardConfirm';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { IMPORT_ID, importApi, unitsFile } from './importApi';

const SLOW = 40_000;

const openImport = async (api = importApi()) => {
  server.use(...api.handlers);
  signIn(superAdmin);
  const rendered = renderApp('/import/units');
  await screen.findByRole('heading', { level: 1, name: 'Import Units' });
  return { api, user: userEvent.setup(), ...rendered };
};

const upload = async (user: ReturnType<typeof userEvent.setup>, file = unitsFile()) => {
  await user.upload(screen.getByLabelText('CSV file to import'), file);
};

const chipTexts = () => screen.getAllByRole('listitem').map((item) => item.textContent);

/** The preview's row of a line of the file. */
const lineRow = (line: number) => {
  const row = within(screen.getByRole('table', { name: 'Rows of the file' }))
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(line));
  if (!row) throw new Error(`No row ${line}`);
  return row;
};

const toPreview = async () => {
  const opened = await openImport();
  await upload(opened.user);
  await screen.findByRole('heading', { level: 2, name: 'Check the rows of units.csv' });
  await screen.findByRole('table', { name: 'Rows of the file' });
  await waitFor(() => lineRow(4));
  return opened;
};

/** A run started, then the page reloaded while it is under way: the reopened page follows it. */
const runReopened = async () => {
  const { api, user, unmount } = await toPreview();
  await user.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Import 2 rows?' })).getByRole('button', { name: 'Import' }));
  await screen.findByRole('progressbar', { name: 'Importing…' });
  unmount();
  renderApp(`/import/units?id=${IMPORT_ID}`);
  expect(await screen.findByRole('heading', { level: 2, name: 'Importing…' })).toBeInTheDocument();
  return api;
};

describe('Import page', () => {
  it(
    "shows the list's columns, sends the file with progress, then its counts and the cells with errors",
    async () => {
      const api = importApi();
      api.holdUpload();
      const { user } = await openImport(api);
      expect(screen.getByRole('list', { name: 'Required' })).toHaveTextContent('NameShort Name');
      expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Choose file');

      await upload(user);
      expect(await screen.findByRole('progressbar', { name: 'Uploading units.csv: 0%' })).toHaveAttribute('aria-valuenow', '0');
      api.releaseUpload();

      const heading = await screen.findByRole('heading', { level: 2, name: 'Check the rows of units.csv' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Check rows');
      // The list first, then the file, with the session's token and language.
      const [sent] = api.requestsTo('/api/import-upload');
      expect(sent.body).toEqual(['resource', 'file']);
      expect(sent.headers.get('authorization')).toMatch(/^Bearer /);
      expect(sent.headers.get('accept-language')).toBe('en');

      expect(chipTexts()).toEqual(expect.arrayContaining(['3 rows', '1 to add', '1 to change', '1 refused']));
      expect(screen.getByText('Ignored columns (this list has none of that name): Colour')).toBeInTheDocument();
      await waitFor(() => lineRow(4));
      expect(api.bodiesTo('/api/import-rows')[0]).toEqual({ id: IMPORT_ID, page: 1, per_page: 25, errors_only: false });
      expect(within(lineRow(2)).getByText('New')).toBeInTheDocument();
      expect(within(lineRow(3)).getByText('Update')).toBeInTheDocument();
      const refused = lineRow(4);
      expect(within(refused).getByText('Refused')).toBeInTheDocument();
      const [, , blank, short] = within(refused).getAllByRole('cell');
      expect(blank).toHaveAccessibleDescription('Name is required');
      expect(blank).toHaveTextContent('empty');
      expect(short).not.toHaveAccessibleDescription();
      expect(short).toHaveTextContent('g');

      // Only the refused rows, asked from the server.
      await user.click(screen.getByRole('switch', { name: 'Only rows with errors' }));
      await waitFor(() => expect(api.bodiesTo('/api/import-rows').at(-1)).toMatchObject({ errors_only: true, page: 1 }));
      await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
      expect(screen.getByRole('button', { name: 'Import 2 valid rows' })).toBeEnabled();
    },
    SLOW,
  );

  it(
    'warns which columns the rows that change a record leave blank, as the import empties them',
    async () => {
      const { user } = await openImport();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await upload(user, new File(['Name,Short Name,Note\r\nKilogram,kgs,\r\nQuintal,q,\r\n'], 'units.csv', { type: 'text/csv' }));
      await screen.findByRole('heading', { level: 2, name: 'Check the rows of units.csv' });
      expect(
        screen.getByText(
          'Rows that change a record leave these columns blank, and the import empties those fields: Note. To keep what the records hold, leave the column out of the file.',
        ),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says nothing of blank cells when only new records leave them blank',
    async () => {
      const { user } = await openImport();
      await upload(user, new File(['Name,Short Name,Note\r\nQuintal,q,\r\n'], 'units.csv', { type: 'text/csv' }));
      await screen.findByRole('heading', { level: 2, name: 'Check the rows of units.csv' });
      await screen.findByRole('table', { name: 'Rows of the file' });
      expect(screen.queryByText(/leave these columns blank/)).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows the server's message for a file it cannot read and stays on the first step",
    async () => {
      const message = 'Line 3: a quote is opened and never closed.';
      const { user } = await openImport(importApi({ refuse: message }));
      await upload(user);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Choose a CSV file' })).toBeInTheDocument();
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Choose file');
      expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    },
    SLOW,
  );

  it(
    'refuses a file that is no CSV before sending it',
    async () => {
      const api = importApi();
      const { user } = await openImport(api);
      await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('CSV file to import'), new File(['x'], 'units.xlsx'));
      expect(await screen.findByText('Choose a CSV file (its name ends in .csv).')).toBeInTheDocument();
      expect(api.requestsTo('/api/import-upload')).toEqual([]);
      await upload(user);
      expect(await screen.findByRole('heading', { level: 2, name: 'Check the rows of units.csv' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'fixes a refused row in its dialog: the row and the counts change in place',
    async () => {
      const { api, user } = await toPreview();
      await user.click(within(lineRow(4)).getByRole('button', { name: 'Fix row 4' }));
      const dialog = await screen.findByRole('dialog', { name: 'Fix row 4' });
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      expect(name).toHaveValue('');
      expect(name).toHaveAccessibleDescription('Name is required');
      expect(name).toHaveFocus();
      expect(within(dialog).getByRole('textbox', { name: 'Short Name' })).toHaveValue('g');

      // Still blank: the row is checked again and the dialog stays with the error.
      await user.clear(within(dialog).getByRole('textbox', { name: 'Short Name' }));
      await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('textbox', { name: 'Short Name' })).toHaveAccessibleDescription('Short Name is required'),
      );

      await user.type(name, 'Gram');
      await user.type(within(dialog).getByRole('textbox', { name: 'Short Name' }), 'g');
      await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
      await findNotification('Row 4 is ready to import.');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // No refused row is left to go on to: the focus stays in the table of rows.
      expect(screen.getByRole('table', { name: 'Rows of the file' })).toHaveFocus();
      expect(api.bodiesTo('/api/import-row-update').at(-1)).toEqual({
        id: IMPORT_ID,
        line: 4,
        values: { Name: 'Gram', 'Short Name': 'g' },
      });

      const row = lineRow(4);
      expect(within(row).getByText('New')).toBeInTheDocument();
      expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('Gram');
      expect(within(row).queryByRole('button', { name: 'Fix row 4' })).not.toBeInTheDocument();
      expect(chipTexts()).toEqual(expect.arrayContaining(['2 to add', '0 refused']));
      expect(screen.getByRole('button', { name: 'Import 3 valid rows' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Download refused rows' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'asks before Escape or Cancel drop values typed in a row; what was checked again closes at once',
    async () => {
      const { api, user } = await toPreview();
      await user.click(within(lineRow(4)).getByRole('button', { name: 'Fix row 4' }));
      await screen.findByRole('dialog', { name: 'Fix row 4' });
      await expectClosesAtOnce(user);

      await user.click(within(lineRow(4)).getByRole('button', { name: 'Fix row 4' }));
      let dialog = await screen.findByRole('dialog', { name: 'Fix row 4' });
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      await user.type(name, 'Gram');
      await expectDiscardAsked(user, dialog, 'Cancel', () => expect(name).toHaveValue('Gram'));
      expect(api.bodiesTo('/api/import-row-update')).toEqual([]);

      // Checked again, the server holds the cells: closing drops nothing.
      await user.click(within(lineRow(4)).getByRole('button', { name: 'Fix row 4' }));
      dialog = await screen.findByRole('dialog', { name: 'Fix row 4' });
      await user.clear(within(dialog).getByRole('textbox', { name: 'Short Name' }));
      await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('textbox', { name: 'Short Name' })).toHaveAccessibleDescription('Short Name is required'),
      );
      await expectClosesAtOnce(user);
    },
    SLOW,
  );

  it(
    'moves the focus to the next refused row once a row is fixed, for the keyboard to go on',
    async () => {
      const { user } = await openImport();
      await upload(user, new File(['Name,Short Name\r\n,a\r\nQuintal,q\r\n,b\r\n'], 'units.csv', { type: 'text/csv' }));
      await waitFor(() => lineRow(4));
      within(lineRow(2)).getByRole('button', { name: 'Fix row 2' }).focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Fix row 2' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gram{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(within(lineRow(4)).getByRole('button', { name: 'Fix row 4' })).toHaveFocus());
      expect(within(lineRow(2)).getByText('New')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'edits a valid row too: a row refused as repeating it is checked again, and shown valid, at once',
    async () => {
      const { api, user } = await openImport();
      await upload(user, new File(['Name,Short Name\r\nGram,g\r\nGram,gm\r\n'], 'units.csv', { type: 'text/csv' }));
      await waitFor(() => lineRow(3));
      expect(within(lineRow(3)).getByText('Line 2 names the same record; a record is imported once.')).toBeInTheDocument();
      expect(chipTexts()).toEqual(expect.arrayContaining(['1 to add', '1 refused']));

      await user.click(within(lineRow(2)).getByRole('button', { name: 'Edit row 2' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit row 2' });
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.type(name, 'Grain{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodiesTo('/api/import-row-update').at(-1)).toEqual({
        id: IMPORT_ID,
        line: 2,
        values: { Name: 'Grain', 'Short Name': 'g' },
      });

      await waitFor(() => expect(within(lineRow(3)).getByText('New')).toBeInTheDocument());
      expect(within(lineRow(3)).queryByRole('button', { name: 'Fix row 3' })).not.toBeInTheDocument();
      expect(within(lineRow(2)).getAllByRole('cell')[2]).toHaveTextContent('Grain');
      expect(chipTexts()).toEqual(expect.arrayContaining(['2 to add', '0 refused']));
      // The row edited keeps the focus's place: its own button, where the keyboard left it.
      expect(within(lineRow(2)).getByRole('button', { name: 'Edit row 2' })).toHaveFocus();
    },
    SLOW,
  );

  it(
    'tells apart the rows whose record already holds them: counted, marked No change, and left alone by the run',
    async () => {
      const { api, user } = await openImport();
      await upload(user, new File(['Name,Short Name\r\nKilogram,Kg\r\nGram,g\r\n'], 'units.csv', { type: 'text/csv' }));
      await screen.findByRole('heading', { level: 2, name: 'Check the rows of units.csv' });
      await waitFor(() => lineRow(3));
      expect(chipTexts()).toEqual(expect.arrayContaining(['2 rows', '1 to add', '0 to change', '1 already as in the file', '0 refused']));
      expect(within(lineRow(2)).getByText('No change')).toBeInTheDocument();
      expect(within(lineRow(3)).getByText('New')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
      const confirm = await screen.findByRole('dialog', { name: 'Import 2 rows?' });
      expect(confirm).toHaveTextContent(
        '1 to add, 0 to change, 1 with no change (already as in the file). The 0 refused are skipped; you can download them to fix.',
      );
      await user.click(within(confirm).getByRole('button', { name: 'Import' }));
      api.releaseRun();
      await screen.findByRole('heading', { level: 2, name: 'Import done' });
      expect(chipTexts()).toEqual(expect.arrayContaining(['1 added', '0 changed', '1 already as in the file', '0 refused']));
    },
    SLOW,
  );

  it(
    'imports after a confirmation, showing the progress and then the result, and goes back to the list',
    async () => {
      const { api, user, router } = await toPreview();
      await user.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
      const confirm = await screen.findByRole('dialog', { name: 'Import 2 rows?' });
      expect(confirm).toHaveTextContent('1 will be added and 1 changed. The 1 refused are skipped; you can download them to fix.');
      await user.click(within(confirm).getByRole('button', { name: 'Import' }));

      const bar = await screen.findByRole('progressbar', { name: 'Importing…' });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
      expect(screen.getByRole('status')).toHaveTextContent('1 of 2 rows');
      expect(api.bodiesTo('/api/import-run')).toEqual([{ id: IMPORT_ID }]);
      api.releaseRun();

      await screen.findByRole('heading', { level: 2, name: 'Import done' });
      await findNotification('Import done.');
      expect(chipTexts()).toEqual(expect.arrayContaining(['1 added', '1 changed', '1 refused']));
      expect(screen.getByRole('button', { name: 'Download refused rows' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Import another file' })).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Back to the list' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/lookup/unit'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Unit List' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'reopens a checked import after a reload, with the rows fixed so far, and starts afresh from an import that is gone',
    async () => {
      const { user, router, unmount } = await toPreview();
      expect(router.state.location.search).toBe(`?id=${IMPORT_ID}`);
      await user.click(within(lineRow(4)).getByRole('button', { name: 'Fix row 4' }));
      const dialog = await screen.findByRole('dialog', { name: 'Fix row 4' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gram');
      await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      unmount();
      renderApp(`/import/units?id=${IMPORT_ID}`);
      expect(await screen.findByRole('heading', { level: 2, name: 'Check the rows of units.csv' })).toBeInTheDocument();
      await waitFor(() => expect(within(lineRow(4)).getByText('New')).toBeInTheDocument());
      expect(within(lineRow(4)).getAllByRole('cell')[2]).toHaveTextContent('Gram');
      expect(chipTexts()).toEqual(expect.arrayContaining(['2 to add', '0 refused']));
      expect(screen.getByRole('button', { name: 'Import 3 valid rows' })).toBeEnabled();

      cleanup();
      const gone = renderApp('/import/units?id=0b0b0000-0000-4000-8000-000000000002');
      expect(await screen.findByText('Import not found.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Choose a CSV file' })).toBeInTheDocument();
      expect(gone.router.state.location.search).toBe('');

      // An address edited to another list's import page: not this list's import to run.
      cleanup();
      const elsewhere = renderApp(`/import/categories?id=${IMPORT_ID}`);
      expect(await screen.findByText('Import not found.')).toBeInTheDocument();
      expect(elsewhere.router.state.location.search).toBe('');
    },
    SLOW,
  );

  it(
    'says so when a run followed after a reload fails, back on the rows',
    async () => {
      const api = await runReopened();
      api.failRun();
      expect(await screen.findByText('The import failed and nothing was changed.', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Check the rows of units.csv' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'follows a run under way after a reload until its result',
    async () => {
      const api = await runReopened();
      api.releaseRun();
      await screen.findByRole('heading', { level: 2, name: 'Import done' }, { timeout: 5000 });
      expect(chipTexts()).toEqual(expect.arrayContaining(['1 added', '1 changed', '1 refused']));
    },
    SLOW,
  );

  it.each([
    ['its result', (api: ReturnType<typeof importApi>) => api.releaseRun(), 'Import done'],
    ['its failure', (api: ReturnType<typeof importApi>) => api.failRun(), 'Check the rows of units.csv'],
  ])(
    'follows a run whose connection was lost while the server goes on, until %s',
    async (_, end, heading) => {
      const { api, user } = await toPreview();
      api.breakRun();
      await user.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Import 2 rows?' })).getByRole('button', { name: 'Import' }));
      // Still under way on the server: the page says so rather than an error.
      await waitFor(() => expect(api.bodiesTo('/api/import-one').length).toBeGreaterThan(0));
      expect(screen.getByRole('heading', { level: 2, name: 'Importing…' })).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
      end(api);
      await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 5000 });
      if (heading === 'Import done') expect(chipTexts()).toEqual(expect.arrayContaining(['1 added', '1 changed', '1 refused']));
      else expect(screen.getByText('The import failed and nothing was changed.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'discards a checked file, once confirmed, and goes back to the list',
    async () => {
      const { api, user, router } = await toPreview();
      await user.click(screen.getByRole('button', { name: 'Discard' }));
      const confirm = await screen.findByRole('dialog', { name: 'Discard units.csv?' });
      expect(confirm).toHaveTextContent('Its rows and the fixes made here are dropped, and nothing is imported.');
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodiesTo('/api/import-discard')).toEqual([]);
      expect(screen.getByRole('heading', { level: 2, name: 'Check the rows of units.csv' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Discard' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Discard units.csv?' })).getByRole('button', { name: 'Discard' }));
      await findNotification('Import discarded; nothing was changed.');
      expect(api.bodiesTo('/api/import-discard')).toEqual([{ id: IMPORT_ID }]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/lookup/unit'));
    },
    SLOW,
  );

  it(
    "groups a large file's counts by thousands, in the chips, the run's button and question, and the table's pages",
    async () => {
      const lines = Array.from({ length: 1234 }, (_, i) => `Unit ${i},u${i}`);
      const big = new File([`Name,Short Name\r\n${lines.join('\r\n')}\r\n,blank\r\n`], 'units.csv', { type: 'text/csv' });
      const { user } = await openImport();
      await upload(user, big);
      await screen.findByRole('heading', { level: 2, name: 'Check the rows of units.csv' });
      expect(chipTexts()).toEqual(expect.arrayContaining(['1,235 rows', '1,234 to add', '1 refused']));
      expect(await screen.findByText('1-25 of 1,235')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Import 1,234 valid rows' }));
      expect(await screen.findByRole('dialog', { name: 'Import 1,234 rows?' })).toBeInTheDocument();
    },
    SLOW,
  );
});

/** The template the page offers, as its headings. */
const template = async () => {
  let file: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    file = blob;
    return 'blob:template';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Download template' }));
  const reader = new FileReader();
  const read = new Promise<string>((resolve) => (reader.onload = () => resolve(String(reader.result))));
  reader.readAsText(file!);
  return (await read)
    .replace(/^\uFEFF/, '')
    .trim()
    .split(',');
};

describe('Import page: the columns of a products file', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'lists and templates no Owner column for a seller, whose rows are its own, and the Owner column for staff',
    async () => {
      server.use(http.post('/api/user-permission', () => ok(ROLE_GRANTS.Vendor)));
      signIn(vendor, ROLE_GRANTS.Vendor);
      const { unmount } = renderApp('/import/products');
      const optional = await screen.findByRole('list', { name: 'Optional' });
      expect(within(optional).queryByText('Owner')).not.toBeInTheDocument();
      expect(await template()).not.toContain('Owner');
      unmount();

      signIn(superAdmin);
      renderApp('/import/products');
      expect(within(await screen.findByRole('list', { name: 'Optional' })).getByText('Owner')).toBeInTheDocument();
      expect(await template()).toContain('Owner');
    },
    SLOW,
  );
});

describe('Import page: the columns of a lookup file', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'lists the delete flag as the form labels it, Delete Type, with the values it takes and what it means',
    async () => {
      signIn(superAdmin);
      for (const resource of ['categories', 'sub-categories']) {
        const { unmount } = renderApp(`/import/${resource}`);
        const optional = await screen.findByRole('list', { name: 'Optional' });
        expect(within(optional).getByText('Delete Type')).toBeInTheDocument();
        expect(screen.queryByText(/Category Type/)).not.toBeInTheDocument();
        expect(screen.getByRole('term')).toHaveTextContent('Delete Type');
        expect(screen.getByRole('definition')).toHaveTextContent(
          'Values: yes, no. yes: the record can be deleted from its list; no: it cannot. Left blank, a new record can be deleted and a record the row changes keeps its setting.',
        );
        expect(await template()).toContain('Delete Type');
        unmount();
        vi.restoreAllMocks();
      }
    },
    SLOW,
  );

  it(
    'gives the values of a required choice too, and describes nothing in a file of plain columns',
    async () => {
      signIn(superAdmin);
      const { unmount } = renderApp('/import/states');
      await screen.findByRole('list', { name: 'Optional' });
      const terms = screen.getAllByRole('term').map((t) => t.textContent);
      expect(terms).toEqual(['Type', 'Delete Type']);
      expect(screen.getAllByRole('definition')[0]).toHaveTextContent('Values: state, Union territory.');
      unmount();
      renderApp('/import/units');
      await screen.findByRole('list', { name: 'Required' });
      expect(screen.queryByRole('term')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "gives a product file's choices, as the product form offers them",
    async () => {
      signIn(superAdmin);
      renderApp('/import/products');
      await screen.findByRole('list', { name: 'Optional' });
      const described = Object.fromEntries(
        screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(described).toEqual({
        Type: 'Values: Seller, Rent.',
        'Discount Type': 'Values: Fixed, Percentage.',
        'Tax Type': 'Values: Inclusive, Exclusive.',
        Status: 'Values: Active, In-Active.',
      });
    },
    SLOW,
  );

  it(
    "says a user file's Type follows its Account Type and may be left out",
    async () => {
      signIn(superAdmin);
      renderApp('/import/users');
      const optional = await screen.findByRole('list', { name: 'Optional' });
      expect(within(optional).getByText('Type')).toBeInTheDocument();
      const type = screen.getAllByRole('term').find((term) => term.textContent === 'Type');
      expect(type?.nextElementSibling).toHaveTextContent(
        'Values: Buyer, Seller, Labor. It follows Account Type whatever the cell says (User: Buyer, Vendor: Seller, Labor: Labor), so the column may be left out.',
      );
    },
    SLOW,
  );
});

// The create / edit dialog generated from a declaration (categories, sub-categories).
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { category } from '../../../schema/category';
import { TEXT_MESSAGES } from '../../../schema/text';
import { fail } from '../handlers';
import { server } from '../server';
import { listButton, openLookup, rowWith } from './helpers';
import { categories } from './rows';

/** The message the declaration's own rule gives for a blank value. */
const blankMessage = (rule: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }) =>
  rule.safeParse(undefined).error!.issues[0].message;

const choose = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const openCreate = async (user: ReturnType<typeof userEvent.setup>) => {
  await screen.findByRole('heading', { level: 1, name: 'Category List' });
  await user.click(await waitFor(() => listButton('Add')));
  return screen.findByRole('dialog', { name: 'Category Create' });
};

const fillCategory = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) => {
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
  await choose(user, dialog, 'Delete Type', 'Yes');
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Seeds of every kind');
};

describe('the generated Category dialog', () => {
  it("is titled 'Category Create' and shows the declaration's inputs in order", async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(1) });
    const dialog = await openCreate(user);
    const inputs = [
      within(dialog).getByLabelText('Choose Image'),
      within(dialog).getByRole('textbox', { name: 'Name' }),
      within(dialog).getByRole('combobox', { name: 'Delete Type' }),
      within(dialog).getByRole('textbox', { name: 'Description' }),
    ];
    // In the declaration's order: image, name, category_type, description.
    for (let i = 1; i < inputs.length; i++) {
      expect(inputs[i - 1].compareDocumentPosition(inputs[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(within(dialog).getByLabelText('Choose Image')).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
  });

  it('opens the file chooser from a real button, not from a label playing one', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(1) });
    const dialog = await openCreate(user);
    const choose = within(dialog).getByRole('button', { name: 'Choose Image' });
    expect(choose.tagName).toBe('BUTTON');
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click');
    onTestFinished(() => opened.mockRestore());
    choose.focus();
    await user.keyboard('{Enter}');
    expect(opened.mock.contexts).toEqual([within(dialog).getByLabelText('Choose Image')]);
  });

  it('names a chosen file that is not an image or is over 500 KB, and keeps the image chosen before', async () => {
    // The system's picker may offer any file whatever the input accepts.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    openLookup('/lookup/category', { category: categories(1) });
    const dialog = await openCreate(user);
    const input = within(dialog).getByLabelText('Choose Image');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'seeds.png', { type: 'image/png' }));
    expect(within(dialog).getByText('seeds.png')).toBeInTheDocument();
    await user.upload(input, new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not added, as it is not an image: price-list.pdf');
    await user.upload(input, new File([new Uint8Array(600_000)], 'field.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not added, as it is larger than 500 KB: field.png');
    expect(within(dialog).getByText('seeds.png')).toBeInTheDocument();
    expect(within(dialog).queryByText('field.png')).not.toBeInTheDocument();
  });

  it('marks the inputs the declaration requires with an asterisk, and only those', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(1) });
    const dialog = await openCreate(user);
    // A select is named by its label's id (aria-labelledby), a text box by its <label for>.
    const labelOf = (input: HTMLElement) =>
      (input.getAttribute('aria-labelledby')
        ? document.getElementById(input.getAttribute('aria-labelledby')!.split(' ')[0])
        : dialog.querySelector(`label[for="${input.id}"]`))!.textContent;
    expect(labelOf(within(dialog).getByRole('textbox', { name: 'Name' }))).toMatch(/^Name\s*\*$/);
    expect(labelOf(within(dialog).getByRole('combobox', { name: 'Delete Type' }))).toMatch(/^Delete Type\s*\*$/);
    expect(labelOf(within(dialog).getByRole('textbox', { name: 'Description' }))).toMatch(/^Description\s*\*$/);
    expect(within(dialog).getByText('Image').textContent).not.toContain('*');
  });

  it("checks the form with the declaration's rules: same messages as the server, and 'Form is invalid!'", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/category', { category: categories(1) });
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const field of ['name', 'category_type', 'description'] as const) {
      expect(await within(dialog).findByText(blankMessage(category.fields[field].rule))).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Delete Type is required')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Form is invalid!');
    expect(api.bodiesTo('/api/category-create')).toEqual([]);
  });

  it("refuses a right-to-left override or a tab in the name with the server's message, before sending", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/category', { category: categories(1) });
    const dialog = await openCreate(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.paste('Seeds\u202Egpj.exe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TEXT_MESSAGES.control)).toBeInTheDocument();
    await user.clear(name);
    await user.paste('Seeds\tand grain');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TEXT_MESSAGES.oneLine)).toBeInTheDocument();
    expect(api.bodiesTo('/api/category-create')).toEqual([]);
  });

  it("saves, shows the server's message, closes and reloads the list", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openLookup('/lookup/category', { category: categories(1) });
    const dialog = await openCreate(user);
    await fillCategory(user, dialog, 'Seeds');
    const listCalls = api.bodiesTo('/api/category-list').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('category created successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Seeds')).toBeInTheDocument();
    expect(api.bodiesTo('/api/category-list').length).toBeGreaterThan(listCalls);
    expect(api.bodiesTo('/api/category-create')).toEqual([{ name: 'Seeds', category_type: 'yes', description: 'Seeds of every kind' }]);
  });

  it('puts a 422 from the server on its input', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(1) });
    server.use(
      http.post('/api/category-create', () =>
        fail(422, 'The name may not contain that word.', { errors: { name: ['The name may not contain that word.'] } }),
      ),
    );
    const dialog = await openCreate(user);
    await fillCategory(user, dialog, 'Rude');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name may not contain that word.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Category Create' })).toBeInTheDocument();
  });

  it('focuses a select the server refused: its combobox, not its hidden input', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(1) });
    server.use(
      http.post('/api/category-create', () => fail(422, 'Pick another type.', { errors: { category_type: ['Pick another type.'] } })),
    );
    const dialog = await openCreate(user);
    await fillCategory(user, dialog, 'Seeds');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const type = within(dialog).getByRole('combobox', { name: 'Delete Type' });
    await waitFor(() => expect(type).toHaveFocus());
  });

  it('puts a name already taken (409) under Name with the focus, and keeps the dialog and what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(1) });
    const dialog = await openCreate(user);
    await fillCategory(user, dialog, 'category 01'); // the fake API's unique rule, as the server's
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Category Already Exists!');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Category Already Exists!'));
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Category Create' })).toBeInTheDocument();
    expect(name).toHaveValue('category 01');
  });

  it('gives the focus back to Save after a refusal that names no field', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(1) });
    server.use(http.post('/api/category-create', () => fail(500, 'Something went wrong.')));
    const dialog = await openCreate(user);
    await fillCategory(user, dialog, 'Seeds');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus());
  });

  it('is persistent: a backdrop click does not close it, Cancel does', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(1) });
    const dialog = await openCreate(user);
    await user.click(dialog.closest('.MuiDialog-root')!.querySelector('.MuiBackdrop-root')!);
    await new Promise((resolve) => setTimeout(resolve, 400)); // longer than a closing dialog's transition
    expect(screen.getByRole('dialog', { name: 'Category Create' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before Cancel or Escape drop what was typed, and stays open when told to keep it', async () => {
    const user = userEvent.setup({ delay: null });
    openLookup('/lookup/category', { category: categories(1) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    onTestFinished(() => confirm.mockRestore());
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm).toHaveBeenLastCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?");
    expect(screen.getByRole('dialog', { name: 'Category Create' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Half typed');
    confirm.mockReturnValue(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("edits a row in 'Category Edit', sending its id and the server's message", async () => {
    const user = userEvent.setup({ delay: null });
    const rows = categories(2);
    const { api } = openLookup('/lookup/category', { category: rows });
    await user.click(await within(await waitFor(() => rowWith('Category 02'))).findByRole('button', { name: 'Edit Category 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Category Edit' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Category 02');
    await user.clear(name);
    await user.type(name, 'Grains');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Category updated successfully.');
    expect(await screen.findByText('Grains')).toBeInTheDocument();
    expect(api.bodiesTo('/api/category-update')).toEqual([
      { id: rows[1].id, name: 'Grains', category_type: 'yes', description: 'Description 2' },
    ]);
  });

  it('uploads a chosen image as `image` (multipart) with a preview, and Remove Image sends remove_image=1', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = categories(1).map((row) => ({ ...row, category_url: '/uploads/categories/old.png' }));
    const { api } = openLookup('/lookup/category', { category: rows });
    const dialog = await openCreate(user);
    await fillCategory(user, dialog, 'Pulses');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'pulses.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Choose Image'), file);
    expect(within(dialog).getByText('pulses.png')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove Image' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    const [sent] = api.requests.filter((r) => r.path === '/api/category-create');
    expect(sent.multipart).toBe(true);
    // (jsdom's FormData loses the file name on its way through msw; the browser keeps it.)
    expect(sent.body.image).toMatchObject({ size: 4, type: 'image/png' });
    expect(sent.body).toMatchObject({ name: 'Pulses', category_type: 'yes' });

    // Edit the row with a stored image: it is previewed, and Remove Image asks the server to drop it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await within(rowWith('Category 01')).findByRole('button', { name: 'Edit Category 01' }));
    const edit = await screen.findByRole('dialog', { name: 'Category Edit' });
    expect(within(edit).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/uploads/categories/old.png');
    await user.click(within(edit).getByRole('button', { name: 'Remove Image' }));
    expect(within(edit).queryByRole('img', { name: 'Image preview' })).toBeNull();
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesTo('/api/category-update')).toHaveLength(1));
    expect(api.bodiesTo('/api/category-update')[0]).toMatchObject({ id: rows[0].id, remove_image: '1' });
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail, ok, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { ids, labourApi, makeLabour } from './labourApi';

type User = ReturnType<typeof userEvent.setup>;

const SLOW = 60_000;
const field = (label: string, scope: HTMLElement = document.body) => within(scope).getByRole('textbox', { name: new RegExp(`^${label}`) });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const dayRow = (day: string) => screen.getByRole('group', { name: day });
const timeOf = (row: HTMLElement, label: string) => within(row).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

/** Opens Select Working Days and toggles each day, then closes the menu. */
const toggleDays = async (user: User, days: string[]) => {
  await user.click(screen.getByRole('combobox', { name: /^Select Working Days/ }));
  const listbox = await screen.findByRole('listbox');
  for (const day of days) await user.click(within(listbox).getByRole('option', { name: day }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
};

const open = async (path: string, seed = [makeLabour()]) => {
  const api = labourApi(seed);
  server.use(...api.handlers);
  signIn(superAdmin);
  const rendered = renderApp(path);
  await screen.findByRole('textbox', { name: /^Work Title/ });
  return { api, user: userEvent.setup(), ...rendered };
};

const fillRequired = async (user: User) => {
  await user.type(field('Work Title'), 'Harvesting');
  await user.type(field('Labor Name'), 'Ramesh Gowda');
  await user.type(field('Phone'), '9876543210');
};

describe('Labour form', () => {
  it(
    'shows the required messages and sends nothing on an empty submit',
    async () => {
      const { api, user } = await open('/labor/create');
      expect(screen.getByRole('heading', { level: 1, name: 'Labor Create' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await findNotification('Form is invalid!');
      expect(screen.getByText('Work Title is required')).toBeInTheDocument();
      expect(screen.getByText('Labor Name is required')).toBeInTheDocument();
      expect(screen.getByText('Select at least one working day.')).toBeInTheDocument();
      expect(screen.getByText('Value is required')).toBeInTheDocument(); // phone
      expect(api.bodiesTo('/api/labor-create')).toEqual([]);
    },
    SLOW,
  );

  it(
    'adds a row with the defaults per chosen day, removes it when unchosen, and shows the amounts live',
    async () => {
      const { user } = await open('/labor/create');
      await toggleDays(user, ['Friday', 'Monday', 'Wednesday']);
      const rows = screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
      expect(rows).toEqual(['Monday', 'Wednesday', 'Friday']);
      // Each day is headed one level under the page's title, none skipped (the form has no h2 of its own).
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Monday', 'Wednesday', 'Friday']);
      const monday = dayRow('Monday');
      expect(timeOf(monday, 'Start Time')).toHaveValue('08:00');
      expect(timeOf(monday, 'End Time')).toHaveValue('17:00');
      expect(within(monday).getByRole('combobox', { name: /^Break/ })).toHaveTextContent('0');
      expect(field('Per Hour Amount', monday)).toHaveValue('0');
      expect(within(monday).getByText('Working Hours: 9:00')).toBeInTheDocument();
      expect(within(monday).getByText('Day Amount: ₹0.00')).toBeInTheDocument();

      await user.clear(field('Per Hour Amount', monday));
      await user.type(field('Per Hour Amount', monday), '1a05');
      // Kept as typed (nothing dropped), and no day amount until it is a whole number.
      expect(field('Per Hour Amount', monday)).toHaveValue('1a05');
      expect(within(monday).getByText('Day Amount: -')).toBeInTheDocument();
      await user.clear(field('Per Hour Amount', monday));
      await user.type(field('Per Hour Amount', monday), '105');
      await user.click(within(monday).getByRole('combobox', { name: /^Break/ }));
      await user.click(await screen.findByRole('option', { name: '30' }));
      fireEvent.change(timeOf(monday, 'End Time'), { target: { value: '13:15' } });
      // 08:00 to 13:15 less 30 minutes = 4:45; 285 x 105 / 60 = 498.75 -> 499
      await waitFor(() => expect(within(monday).getByText('Working Hours: 4:45')).toBeInTheDocument());
      expect(within(monday).getByText('Day Amount: ₹499.00')).toBeInTheDocument();

      await toggleDays(user, ['Wednesday']);
      expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Monday', 'Friday']);
      // Monday keeps what was typed.
      expect(field('Per Hour Amount', dayRow('Monday'))).toHaveValue('105');
    },
    SLOW,
  );

  it(
    'keeps digits only in the phone, and refuses a per-hour amount that is blank or no whole number, or an end before the start',
    async () => {
      const { api, user } = await open('/labor/create');
      await user.type(field('Phone'), '98a76-54 3210');
      expect(field('Phone')).toHaveValue('9876543210');
      await user.type(field('Work Title'), 'Harvesting');
      await user.type(field('Labor Name'), 'Ramesh');
      await toggleDays(user, ['Tuesday']);
      const tuesday = dayRow('Tuesday');
      await user.clear(field('Per Hour Amount', tuesday));
      fireEvent.change(timeOf(tuesday, 'End Time'), { target: { value: '07:00' } });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await within(tuesday).findByText('Enter a valid integer')).toBeInTheDocument();
      const endBeforeStart = 'The end time must be after the start time (overnight shifts are not supported).';
      expect(within(tuesday).getByText(endBeforeStart)).toBeInTheDocument();
      // Mending the start instead of the end clears the end's message; moving it past the end again says so.
      fireEvent.change(timeOf(tuesday, 'Start Time'), { target: { value: '06:00' } });
      await waitFor(() => expect(within(tuesday).queryByText(endBeforeStart)).not.toBeInTheDocument());
      fireEvent.change(timeOf(tuesday, 'Start Time'), { target: { value: '07:30' } });
      expect(await within(tuesday).findByText(endBeforeStart)).toBeInTheDocument();
      for (const typed of ['12.5x', '-40']) {
        await user.clear(field('Per Hour Amount', tuesday));
        await user.type(field('Per Hour Amount', tuesday), typed);
        expect(field('Per Hour Amount', tuesday)).toHaveValue(typed);
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(await within(tuesday).findByText('Enter a valid integer')).toBeInTheDocument();
      }
      expect(api.bodiesTo('/api/labor-create')).toEqual([]);
    },
    SLOW,
  );

  it(
    'creates as multipart with indexed labor_day_working entries and images, then goes to the list',
    async () => {
      const { api, user, router } = await open('/labor/create');
      await user.upload(screen.getByLabelText('Photo'), png('me.png'));
      await user.upload(screen.getByLabelText('Work Images'), [png('a.png'), png('b.png')]);
      expect(screen.getByRole('img', { name: 'Work image 2' })).toBeInTheDocument();
      await fillRequired(user);
      await toggleDays(user, ['Saturday', 'Monday']);
      await user.clear(field('Per Hour Amount', dayRow('Saturday')));
      await user.type(field('Per Hour Amount', dayRow('Saturday')), '120');
      await user.type(field('Description'), 'Paddy harvest');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await findNotification('Laborer created successfully.');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/labors'));
      const [request] = api.requestsTo('/api/labor-create');
      expect(request.multipart).toBe(true);
      expect(request.body).toMatchObject({
        work_title: 'Harvesting',
        labor_name: 'Ramesh Gowda',
        phone: '9876543210',
        status: 'Active',
        description: 'Paddy harvest',
        'labor_day_working[0][day_number]': '1',
        'labor_day_working[0][day_name]': 'Monday',
        'labor_day_working[0][start_time]': '08:00',
        'labor_day_working[0][end_time]': '17:00',
        'labor_day_working[0][break_minute]': '0',
        'labor_day_working[0][per_hour_amount]': '0',
        'labor_day_working[1][day_number]': '6',
        'labor_day_working[1][day_name]': 'Saturday',
        'labor_day_working[1][per_hour_amount]': '120',
      });
      expect(request.body['labor_day_working[2][day_number]']).toBeUndefined();
      expect(request.body.image).toMatchObject({ type: 'image/png', size: 4 });
      expect(request.body['labour_images[0][image_file]']).toMatchObject({ type: 'image/png', size: 4 });
      expect(request.body['labour_images[1][image_file]']).toMatchObject({ type: 'image/png', size: 4 });
    },
    SLOW,
  );

  it(
    'tells staff a listing asked Active stays In-Active while its owner awaits approval',
    async () => {
      const { user, router } = await open('/labor/create');
      server.use(http.post('/api/labor-create', () => ok(makeLabour({ status: 'In-Active' }), 'Laborer created successfully.')));
      await fillRequired(user);
      await toggleDays(user, ['Monday']);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await findNotification("Saved. It stays In-Active until the owner's account is approved.");
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/labors'));
      expect(screen.queryByText('Laborer created successfully.')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'edits: the images kept go as labor_image_id, a removed one is left out, a new file follows',
    async () => {
      const labour = makeLabour({
        work_images: [
          { id: ids.image1, labor_id: 'l', image_url: '/uploads/labours/a.png' },
          { id: ids.image2, labor_id: 'l', image_url: '/uploads/labours/b.png' },
        ],
      });
      const { api, user } = await open(`/labor/edit/${labour.id}`, [labour]);
      expect(screen.getByRole('heading', { level: 1, name: 'Labor Edit' })).toBeInTheDocument();
      expect(field('Labor Name')).toHaveValue('Ramesh Gowda');
      expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Monday', 'Wednesday']);
      expect(within(dayRow('Wednesday')).getByText('Day Amount: ₹850.00')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Remove Image 1' }));
      await user.upload(screen.getByLabelText('Work Images'), png('c.png'));
      await toggleDays(user, ['Monday']);
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await findNotification('Laborer updated successfully.');
      const [body] = api.bodiesTo('/api/labor-update');
      expect(body).toMatchObject({
        id: labour.id,
        user_id: ids.owner,
        labor_name: 'Ramesh Gowda',
        'labor_day_working[0][day_number]': '3',
        'labor_day_working[0][break_minute]': '30',
        'labour_images[0][labor_image_id]': ids.image2,
      });
      expect(body['labor_day_working[1][day_number]']).toBeUndefined();
      expect(body['labour_images[1][image_file]']).toMatchObject({ type: 'image/png', size: 4 });
      expect(Object.values(body)).not.toContain(ids.image1);
    },
    SLOW,
  );

  it(
    'names the new file a server refusal is about, counted after the images kept',
    async () => {
      const labour = makeLabour({ work_images: [{ id: ids.image1, labor_id: 'l', image_url: '/uploads/labours/a.png' }] });
      const { user } = await open(`/labor/edit/${labour.id}`, [labour]);
      await waitFor(() => expect(field('Labor Name')).toHaveValue('Ramesh Gowda'));
      await user.upload(screen.getByLabelText('Work Images'), [png('c.png'), png('d.png')]);
      const notPicture = 'The image must be a JPEG, PNG, GIF or WebP picture.';
      server.use(http.post('/api/labor-update', () => fail(422, notPicture, { errors: { 'labour_images[2][image_file]': [notPicture] } })));
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText(`d.png: ${notPicture}`)).toBeInTheDocument();
      expect(screen.queryByText(`c.png: ${notPicture}`)).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows a server 422 day error on that day's input, and a 409 as a notification",
    async () => {
      const { user } = await open('/labor/create');
      await fillRequired(user);
      await toggleDays(user, ['Monday', 'Thursday']);
      server.use(
        http.post('/api/labor-create', () =>
          fail(422, 'The given data was invalid.', {
            errors: { 'labor_day_working.1.end_time': ['The end time must be after the start time (overnight shifts are not supported).'] },
          }),
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await within(dayRow('Thursday')).findByText(/overnight shifts are not supported/)).toBeInTheDocument();
      expect(within(dayRow('Monday')).queryByText(/overnight/)).not.toBeInTheDocument();
      // It stays: the form's first check ending does not judge the day again by its own rules.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(within(dayRow('Thursday')).getByText(/overnight shifts are not supported/)).toBeInTheDocument();

      // The same work title and phone twice: said beside both fields, as the server names them.
      const taken = 'Labor User Already Exists!';
      server.use(http.post('/api/labor-create', () => fail(409, taken, { errors: { work_title: [taken], phone: [taken] } })));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await findNotification(taken);
      await waitFor(() => expect(field('Work Title')).toHaveAccessibleDescription(taken));
      expect(field('Phone')).toHaveAccessibleDescription(taken);
    },
    SLOW,
  );
});

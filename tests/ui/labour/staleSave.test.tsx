// Updating a listing someone changed since the page read it: the save sends the version read,
// the 409 says who and when and keeps the edits, Reload reads the listing again.
import { expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { CHANGED, READ, findStaleNotice, noStaleNotice, reload, staleSaves } from '../staleSave';
import { labourApi, makeLabour } from './labourApi';

const title = () => screen.getByRole('textbox', { name: /^Work Title/ });

it('sends the version read, names who changed the listing on a 409 keeping the edits, and reloads it', async () => {
  const listing = makeLabour({ updated_at: READ });
  const api = labourApi([listing]);
  const stale = staleSaves('/api/labor-update');
  server.use(stale.handler, ...api.handlers);
  signIn(superAdmin);
  renderApp(`/labor/edit/${listing.id}`);
  const user = userEvent.setup();
  await waitFor(() => expect(title()).toHaveValue(listing.work_title));
  await user.clear(title());
  await user.type(title(), 'Threshing');
  await user.click(screen.getByRole('button', { name: 'Update' }));

  await findStaleNotice();
  expect(stale.sent).toEqual([expect.objectContaining({ id: listing.id, work_title: 'Threshing', updated_at: READ })]);
  expect(title()).toHaveValue('Threshing');

  Object.assign(api.listings[0], { work_title: 'Sowing', updated_at: CHANGED });
  await reload(user, () => expect(title()).toHaveValue('Threshing'));
  await waitFor(() => expect(title()).toHaveValue('Sowing'));
  noStaleNotice();
}, 60_000);

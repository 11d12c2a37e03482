// '/' focuses the list's search box (src/common/useSearchShortcut.ts, used once by the layout),
// and a list's filters, page, size and sort come from the address, so a link or a reload shows it.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchShortcut } from '../../src/common/useSearchShortcut';
import { superAdmin } from './handlers';
import { renderApp } from './renderApp';
import { server } from './server';
import { signIn } from './session';
import { makeUser, usersApi } from './users/usersApi';

const openUsers = async (path = '/users') => {
  const api = usersApi([makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test', account_type: 'Vendor' })]);
  server.use(...api.handlers);
  signIn(superAdmin);
  const rendered = renderApp(path);
  await screen.findByText('ravi@mandi.test');
  // jsdom lets the column chooser's unopened search box take its autofocus; a browser does not.
  (document.activeElement as HTMLElement | null)?.blur();
  return { api, user: userEvent.setup(), ...rendered };
};
const searchBox = () => screen.getByPlaceholderText('Search');

describe("'/' on a list", () => {
  it('focuses the search box, and what follows is typed into it', async () => {
    const { user } = await openUsers();
    expect(searchBox()).not.toHaveFocus();
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    await user.keyboard('ravi');
    expect(searchBox()).toHaveValue('ravi');
  });

  it('is an ordinary character while typing in the search box', async () => {
    const { user } = await openUsers();
    await user.click(searchBox());
    await user.keyboard('a/b');
    expect(searchBox()).toHaveValue('a/b');
  });
});

describe('useSearchShortcut', () => {
  const Page = () => {
    useSearchShortcut();
    return (
      <>
        <form>
          <input name="q" aria-label="search" />
        </form>
        <textarea aria-label="notes" />
      </>
    );
  };

  it('leaves the key alone in a text area', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByLabelText('notes'));
    await user.keyboard('1/2');
    expect(screen.getByLabelText('notes')).toHaveValue('1/2');
    expect(screen.getByLabelText('notes')).toHaveFocus();
  });

  it('ignores / with Ctrl or Alt, and a page without a search box', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page />);
    await user.keyboard('{Control>}/{/Control}{Alt>}/{/Alt}');
    expect(screen.getByLabelText('search')).not.toHaveFocus();
    unmount();
    render(<textarea aria-label="alone" />);
    await user.keyboard('/');
    expect(document.body).toHaveFocus();
  });
});

describe('a list kept in the address', () => {
  it('asks the server for the search, filter, page, size and sort of the link it was opened with', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'ravi', status: 'Active' }));
    const { api } = await openUsers(`/users?filter=${filter}&page=2&perPage=50&sort=name&order=ASC`);
    // The first call is the link's; the fixture has one page, so react-admin then goes back to page 1.
    await waitFor(() =>
      expect(api.bodiesTo('/api/user-list')[0]).toMatchObject({
        search: 'ravi',
        status: 'Active',
        page: 2,
        perPage: 50,
        sort: 'name',
        order: 'ASC',
      }),
    );
    expect(searchBox()).toHaveValue('ravi');
  });

  it('writes a typed search into the address', async () => {
    const { user, router } = await openUsers();
    await user.type(searchBox(), 'meera');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('filter')).toContain('"q":"meera"'));
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeProduct, productsApi } from '../products/productsApi';
import { liveApi } from './liveApi';

const SLOW = 60_000;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the selected rows of a list and what others delete', () => {
  it(
    'drops a row someone else deleted from the selection, so the bulk action names only the rows still there',
    async () => {
      const api = productsApi([makeProduct({ name: 'Okra' }), makeProduct({ name: 'Spinach Fresh' }), makeProduct({ name: 'Tomato' })]);
      const [okra, spinach, tomato] = api.products;
      const bulkBodies: unknown[] = [];
      const live = liveApi();
      server.use(
        ...api.handlers,
        live.handler,
        http.post('/api/product-bulk-delete', async ({ request }) => {
          bulkBodies.push(await request.json());
          return HttpResponse.json({ status: 200, message: '1 done, 0 refused.', data: { done: [okra.id], refused: [] } });
        }),
      );
      signIn(superAdmin);
      renderApp('/products');
      await screen.findByText('Spinach Fresh');
      await live.connected();
      const user = userEvent.setup();
      for (const name of ['Okra', 'Spinach Fresh', 'Tomato']) await user.click(within(rowOf(name)).getByRole('checkbox'));
      expect(screen.getByText('3 items selected')).toBeInTheDocument();

      // Two deletions heard at once each leave the selection; a row of another resource stays.
      api.products.splice(1, 2);
      live.change({ subject: 'product', action: 'delete', record_id: spinach.id, by: 'Meena Admin' });
      live.change({ subject: 'product', action: 'delete', record_id: tomato.id, by: 'Meena Admin' });
      live.change({ subject: 'labor', action: 'delete', record_id: okra.id, by: 'Meena Admin' });
      expect(await screen.findByText('1 item selected')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Spinach Fresh')).not.toBeInTheDocument(), { timeout: 6000 });

      await user.click(screen.getByRole('button', { name: 'Delete selected' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete 1 row' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(bulkBodies).toEqual([{ ids: [okra.id] }]));
    },
    SLOW,
  );
});

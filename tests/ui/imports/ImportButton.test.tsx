// The lists' Import button, and the import page, are there only for those who may both add and
// change the list's records: the two permissions the server asks for (importPermissions).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { IMPORTS, importPermissions } from '../../../schema/import';
import { requiredPermission } from '../../../src/providers/canAccess';
import { ok, superAdmin, vendor } from '../handlers';
import { makeProduct, productsApi } from '../products/productsApi';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';

const SLOW = 40_000;

/** Signs in an account holding exactly `granted` (Super Admin: everything). */
const signInWith = (granted?: string[]) => {
  if (!granted) return signIn(superAdmin);
  server.use(http.post('/api/user-permission', () => ok(granted)));
  return signIn(vendor, granted);
};

const openUnits = async (granted?: string[]) => {
  signInWith(granted);
  renderApp('/lookup/unit');
  await screen.findByRole('heading', { level: 1, name: 'Unit List' });
  // The toolbar's buttons appear once the permissions are read.
  await screen.findByRole('button', { name: 'Export' });
};

describe('Import button', () => {
  it('asks for the same permissions as the server, for every list that imports', () => {
    for (const declaration of IMPORTS) {
      const asked = (['create', 'edit'] as const).map((action) => requiredPermission({ resource: declaration.resource, action }));
      expect(asked, declaration.resource).toEqual(importPermissions(declaration));
    }
  });

  it(
    'opens the import page of a lookup list for those who may add and change its rows',
    async () => {
      await openUnits(['dashboard_view', 'unit_view', 'unit_create', 'unit_edit']);
      expect(await screen.findByRole('link', { name: 'Import' })).toHaveAttribute('href', '/admin/import/units');
    },
    SLOW,
  );

  it(
    'is hidden from those who may add rows but not change them',
    async () => {
      await openUnits(['dashboard_view', 'unit_view', 'unit_create']);
      expect(await screen.findByRole('button', { name: 'Add' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'is on the products list for the Super Admin',
    async () => {
      server.use(...productsApi([makeProduct({ name: 'Spinach Fresh' })]).handlers);
      signInWith();
      renderApp('/products');
      await screen.findByText('Spinach Fresh');
      expect(await screen.findByRole('link', { name: 'Import' })).toHaveAttribute('href', '/admin/import/products');
    },
    SLOW,
  );

  it(
    'the import page itself is refused without both permissions, and unknown lists are not found',
    async () => {
      signInWith(['dashboard_view', 'unit_view', 'unit_edit']);
      const { unmount } = renderApp('/import/units');
      expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Choose file' })).not.toBeInTheDocument();
      unmount();
      renderApp('/import/orders');
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    },
    SLOW,
  );
});

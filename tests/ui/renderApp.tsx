import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../../src/App';

/** Renders the whole client at an address under /admin, as main.tsx does in the browser. */
export const renderApp = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <App /> }], {
    initialEntries: [`/admin${path}`],
    basename: '/admin',
  });
  return { router, ...render(<RouterProvider router={router} />) };
};

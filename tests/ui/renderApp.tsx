import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App, type AppProps } from '../../src/App';

/** Renders the whole client at an address under /admin, as main.tsx does in the browser (same router options). */
export const renderApp = (path: string, props: AppProps = {}) => {
  const router = createMemoryRouter([{ path: '*', element: <App {...props} /> }], {
    initialEntries: [`/admin${path}`],
    basename: '/admin',
  });
  return { router, ...render(<RouterProvider router={router} useTransitions={false} />) };
};

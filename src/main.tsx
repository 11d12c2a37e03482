import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { forgetTokenCookie } from './providers/storage';
import { reloadOnStaleBuild } from './staleBuild';

forgetTokenCookie();
window.addEventListener('vite:preloadError', (event) => reloadOnStaleBuild(event));

// A browser (not hash) router, so every /admin/... address opens its screen when typed.
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/admin' });

// useTransitions={false}: navigations are urgent updates. With transitions, react-admin's sign-out
// redirect (navigate, then clear the query cache) is restarted by the cache's own urgent updates
// and loops hundreds of times before /login commits, once any <Resource> is registered.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);

import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { lookupApi } from './lookupApi';

// Empty lookups by default, so any registry screen opens; tests with rows add their own
// lookupApi(...) handlers with server.use.
export const server = setupServer(...handlers, ...lookupApi().handlers);

/** Collects the JSON bodies sent to one path (listeners are removed after each test). */
export const recordBodies = (path: string): unknown[] => {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === path) bodies.push(await request.clone().json());
  });
  return bodies;
};

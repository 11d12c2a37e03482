import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './server';

// The first render of the whole admin can pass 1 s on a busy machine.
// Generous: CI runs the API, UI and browser suites side by side on two cores.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The registry screens load in a chunk of their own; importing it here keeps that first
  // transform out of the tests' waiting time.
  await import('../../src/resources/registry');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    const name = cookie.split('=')[0];
    document.cookie = `${name}=; path=/; max-age=0`;
  }
});

afterAll(() => server.close());

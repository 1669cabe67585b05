import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The SPA lives under /workflow (same origin as /api and /ws). In local development the
 * embedded runtime mounts Vite in middleware mode, so the proxy below only matters when
 * `npm run dev -w web` is used on its own next to a running runtime.
 */
export default defineConfig({
  base: '/workflow/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph that bench/spa.ts and the weight test read.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});

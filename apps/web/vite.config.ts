import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/external_api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Viewer pages must not pull admin code (antd); it is split by route-level lazy imports.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk. Without this, automatic chunking may put a
          // module the entry needs (shared constants) into a common chunk with lazily loaded code
          // (zod and the contracts), and the first page would load both.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});

import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Files share a worker's imported modules (React, antd, the app): re-importing them per file was
    // most of this project's time. Each test still renders into a fresh DOM and query client.
    isolate: false,
    // A limit, not a speed check: an admin screen's test (antd, several user steps) takes 1-2 s
    // alone and 6-7 s on the shared two-core machine under load, past Vitest's default 5 s.
    testTimeout: 20_000,
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Each file has its own jsdom and module graph, so files run side by side, one per core:
    // vitest's default keeps a core free, which on a two-core machine is half of it.
    maxWorkers: 2,
    // A test that renders a journey and scans it with axe takes 2 to 3 s alone; with both cores
    // busy (the other file, the build of the journeys beside it) it can pass 5 s.
    testTimeout: 15_000,
  },
});

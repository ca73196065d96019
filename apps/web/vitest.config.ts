import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
    restoreMocks: true,
    // Files run side by side, one per core: vitest's default keeps a core free, which on a
    // two-core machine is half of it.
    maxWorkers: 2,
    // Building a window and loading the libraries anew for each of 137 files was most of the
    // suite's 442 s on two cores (2026-12-02); shared by the files of a worker, 120 s. What the
    // files could pass on is reset: the app's modules (src/test/fresh-modules.ts), and storage,
    // cookies, the address and fake clocks after each test (src/test/setup.ts).
    isolate: false,
    unstubGlobals: true,
    // A test that renders a journey and scans it with axe takes 2 to 3 s alone; with both cores
    // busy (the other file, the build of the journeys beside it) it can pass 5 s.
    testTimeout: 15_000,
  },
});

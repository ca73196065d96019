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
    // suite's 442 s on two cores (2026-12-02); shared by the files of a worker, 120 s. The app's
    // own modules are loaded afresh for each file (src/test/fresh-modules.ts); after each test,
    // storage, cookies, the address, fake clocks and the queries' focus are reset and stubbed
    // globals undone (src/test/setup.ts). A library's own state (react-aria's, say) is shared.
    isolate: false,
    unstubGlobals: true,
    // A test that renders a journey and scans it with axe takes 2 to 3 s alone; with both cores
    // busy (the other file, the build of the journeys beside it) it can pass 5 s.
    testTimeout: 15_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Irish days, as the server works in (src/lib/irish-time-zone.ts).
    env: { TZ: 'Europe/Dublin' },
    globalSetup: ['src/test/global-setup.ts'],
    // Starting an embedded database and running the migrations takes a few seconds per file.
    hookTimeout: 60_000,
    testTimeout: 20_000,
    // Every file has a database of its own (src/test/test-app.ts), so files run side by side, one
    // per core: vitest's default keeps a core free, which on a two-core machine is half of it.
    maxWorkers: 2,
    // A file's app, database and clock are its own (src/test/test-app.ts), and no test mocks a
    // module or leaves the process changed, so the two workers keep the modules they have loaded
    // from one file to the next: loading the app afresh for each of 133 files was 390 s of the
    // suite's 630 s on PostgreSQL (2026-12-02), 24 s once shared.
    isolate: false,
  },
});

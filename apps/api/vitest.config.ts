import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // Starting an embedded database and running the migrations takes a few seconds per file.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});

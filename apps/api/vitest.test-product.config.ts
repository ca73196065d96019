import { defineConfig } from 'vitest/config';
import { testProductLists } from '../../scripts/test-product-build.mjs';

/**
 * The test build's API suite (docs/adding-a-product.md, "The test-only product"): the server with
 * the gadget added to the product lists, quoted, bought and listed through the shared code.
 */
export default defineConfig({
  plugins: [testProductLists()],
  test: {
    include: ['test-product/**/*.test.ts'],
    environment: 'node',
    // Irish days, as the server works in (src/lib/irish-time-zone.ts).
    env: { TZ: 'Europe/Dublin' },
    globalSetup: ['src/test/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});

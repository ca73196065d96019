// First: the test build's server has a port of its own, which the environment reads.
import './support/test-product-port';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

const TEST_BUILD_SERVER = fileURLToPath(
  new URL('../apps/api/dist-test-product/server.js', import.meta.url),
);

const server = Array.isArray(journeys.webServer) ? journeys.webServer[0]! : journeys.webServer!;

/**
 * The test build's journeys (scripts/test-product-build.mjs): the product with the test-only
 * product added to its lists, built with `npm run build:test-product`, on a fresh embedded
 * database of its own. Otherwise as playwright.config.ts.
 */
export default defineConfig({
  ...journeys,
  testDir: './test-product',
  webServer: {
    ...server,
    // start-fresh.mjs runs from the repository's root: the server's path is absolute.
    command: `node ../scripts/start-fresh.mjs ${TEST_BUILD_SERVER}`,
    env: {
      ...server.env,
      // The API serves the web app's test build.
      WEB_DIST_DIR: fileURLToPath(new URL('../apps/web/dist-test-product', import.meta.url)),
    },
  },
});

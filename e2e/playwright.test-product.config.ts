// First: the test build's server has a port of its own, which the environment reads.
import './support/test-product-port';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium-launch.mjs';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_OPERATOR_API_KEY, E2E_PORT } from './support/environment';

const TEST_BUILD_SERVER = fileURLToPath(
  new URL('../apps/api/dist-test-product/server.js', import.meta.url),
);

/**
 * The test build's journeys (scripts/test-product-build.mjs): the product with the test-only
 * product added to its lists, built with `npm run build:test-product` in apps/web and apps/api,
 * on a fresh embedded database of its own. Otherwise as playwright.config.ts.
 */
export default defineConfig({
  testDir: './test-product',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile-375',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false },
    },
    {
      name: 'desktop-1280',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // start-fresh.mjs runs from the repository's root: the server's path is absolute.
    command: `node ../scripts/start-fresh.mjs ${TEST_BUILD_SERVER}`,
    url: `${E2E_BASE_URL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      // The journeys exercise the embedded database; PostgreSQL is covered by the API suite.
      DATABASE_URL: '',
      OPERATOR_API_KEY: E2E_OPERATOR_API_KEY,
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '1000',
      // The journeys read verification and sign-in codes from the development outbox.
      OUTBOX_VIEWER: 'true',
      LOG_LEVEL: 'warn',
      // The API serves the web app's test build.
      WEB_DIST_DIR: fileURLToPath(new URL('../apps/web/dist-test-product', import.meta.url)),
    },
  },
});

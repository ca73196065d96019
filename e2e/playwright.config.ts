import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium-launch.mjs';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_OPERATOR_API_KEY, E2E_PORT } from './support/environment';

/**
 * The journeys a customer takes on a phone as often as at a desk (decision 0043): the wallet and
 * its menus, Your account, signing up and in, a home quote and its purchase, changing and
 * leaving a policy, and claims. Every journey runs at the desktop width; these run at the phone width too.
 */
export const PHONE_JOURNEYS = [
  'wallet/**',
  'account/**',
  'accessibility/**',
  'auth/sign-up-and-sign-in.spec.ts',
  'auth/login-errors.spec.ts',
  'home/quote-journey.spec.ts',
  'checkout/home-purchase.spec.ts',
  // Issues 43 and 44 ask for changing, leaving and claiming at both widths.
  'policies/**',
  'claims/**',
  // Issue 45: a complaint, made and answered.
  'complaints/**',
];

/**
 * Journeys run against the built product (API serving the built app) on a fresh embedded
 * database, at a desktop width and, for the phone journeys, at a phone width. Feature flags are
 * shared server state, so journeys run one at a time. A second worker with a server of its own
 * was measured on two cores (2026-12-02): tests/policies and tests/account at both widths (28
 * journeys) took 7.6 min with one worker and 7.7 with two, each journey twice as long, since the
 * browser and the server already use both cores.
 */
export default defineConfig({
  testDir: './tests',
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
    // Recording a trace costs a sixth of a journey's time (measured on two cores: 84 s against
    // 70 s for the same twelve); it is recorded when a failed journey is tried again, on CI.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile-375',
      testMatch: PHONE_JOURNEYS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false },
    },
    {
      name: 'desktop-1280',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `node ../scripts/start-fresh.mjs`,
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
    },
  },
});

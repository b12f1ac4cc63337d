import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/system-deps.mjs';
import { E2E_DATABASE } from './tests/e2e/env.ts';

/**
 * Browser tests: users' journeys in Debian's Chromium (Playwright never downloads a browser),
 * at phone width (360 px) and desktop width, against `npm start`'s own server on a fresh
 * database. `npm test` builds the site first.
 */
const port = Number(process.env.E2E_PORT ?? 4350);

const executablePath = findChromium();
if (!executablePath)
  throw new Error('No Chromium found: `npm test` installs Debian’s chromium, or set CHROMIUM_PATH.');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  reporter: [['list']],
  // One retry on CI: the machine is shared and noisy, and a retried test is still reported as
  // flaky in the list, so it is seen and mended rather than hidden.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A whole journey (sign-up's six screens with an axe check on each) took 18-33 s on a busy
  // 2-core machine; the limit is for a hung test, not a slow one.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATABASE.replace(/\/[^/]+$/, '')} && node server/main.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: E2E_DATABASE,
      LOG_LEVEL: 'warn',
      // Each test presents its own client address in X-Forwarded-For, as a proxy would.
      TRUST_PROXY: '1',
      NODE_ENV: 'test',
      // Short-lived access tokens, so the browser tests see a silent refresh.
      ACCESS_TOKEN_TTL_SECONDS: '4',
    },
  },
});

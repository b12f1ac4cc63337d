import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/system-deps.mjs';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  CHROMIUM_ARGS,
  E2E_DATABASE,
  OTP_RESEND_SECONDS,
} from './tests/e2e/env.ts';

/**
 * Browser tests: users' journeys in Debian's Chromium (Playwright never downloads a browser),
 * at phone width (360 px) and desktop width, against `npm start`'s own server on a fresh
 * database. `npm test` builds the site first.
 */
const port = Number(process.env.E2E_PORT ?? 4350);

/** The editors' tools and the desktop-only parts of the site (matched on file or tag). */
const DESKTOP_ONLY = /@desktop\b|\b(content-editor|preview|review-queue)\.spec\.ts\b/;

const executablePath = findChromium();
if (!executablePath)
  throw new Error('No Chromium found: `npm test` installs Debian’s chromium, or set CHROMIUM_PATH.');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  reporter: [['list']],
  // No retries, on CI or off (issue 14): a test that passes only on its second try is a failing
  // test. Every wait a test needs is configuration (webServer.env below) or the page's emulated
  // clock (page.clock), never a sleep, so a run on a busy machine passes or fails as a quiet one.
  retries: 0,
  workers: 2,
  // A whole journey (sign-up's six screens with an axe check on each) took 18-33 s on a busy
  // 2-core machine, and twice that when other work loads it; beside two other copies of the suite
  // (load average 28–32, 5 December) a state a test waits for took more than 7 s to come and a
  // journey more than two minutes. The limits are for a hung test or a state that never comes,
  // not a slow one: a journey has six minutes, a state 20 s (a passing wait ends when it comes).
  timeout: 360_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS],
    },
    // The service worker (issue 17) stays out of the other journeys: a page's routes
    // (`page.route`) do not see what a worker fetches. tests/e2e/offline.spec.ts lets it in.
    serviceWorkers: 'block',
    // Journeys run as on a phone whose owner asked for reduced motion: no confetti, coins that
    // land at once. Animations in headless Chromium are drawn by the CPU, frame by frame, and
    // Playwright waits for a moving element to stand still before tapping it (issue 14). The
    // motion children see by default is tested where it is the point: activity.spec.ts (the
    // score popup's confetti, the coins flying to the bar) turns it back on.
    reducedMotion: 'reduce',
    // A trace records every step of every test, passing or not (about a sixth of the browser
    // tests' time on this machine, issue 14). CI keeps only what it prints, so it records none:
    // a failure there is run again here, where traces and screenshots are kept.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
  },
  // Families use phones: every journey runs at 360 px with touch, in each language it is written
  // for. The desktop width adds what looks or works differently there (issue 33): the journeys
  // tagged `@layout` (the players' drag and drop by mouse, the first screen, the video's volume,
  // the navbars, the public pages' modal and carousels, the child's bar) run at both widths; the
  // desktop tools (`@desktop`: the content editor, the preview, the review queue, the desktop
  // navbar and user area) at desktop only.
  projects: [
    {
      name: 'phone',
      grepInvert: DESKTOP_ONLY,
      use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
    },
    { name: 'desktop', grep: [/@layout\b/, DESKTOP_ONLY], use: { viewport: { width: 1280, height: 800 } } },
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
      // Short-lived access tokens, so the browser tests see a silent refresh (journeys.ts,
      // untilAccessTokenExpires waits for the server to refuse one, no longer than this).
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      // One OTP per phone every 2 s instead of 30 s: the server's gap between codes, and the
      // islands' Resend cooldown, which starts from the `resendAfterSeconds` the server answers.
      // The tests wait for the Resend button to be enabled again, never for a fixed time.
      OTP_RESEND_SECONDS: String(OTP_RESEND_SECONDS),
      // Missed practice items come back at once instead of days later (mastery.spec.ts).
      MISSED_ITEM_RETURN_DAYS: '0',
      // What children get in production: approved items only (issue 19). Items still in review
      // are seen in the preview (preview.spec.ts), which reads the files.
      CONTENT_MIN_REVIEW: 'approved',
      // The tests change rows behind the app's back as an operator would (grantCoins,
      // changeDatabase) and read the change at once: no answers kept per child, which would
      // show an operator's change only within their 30 s (server/answerMemo.ts, ADR 031).
      // `ANSWER_MEMO_SECONDS=30` runs a spec that changes nothing behind its back with them.
      ANSWER_MEMO_SECONDS: process.env.ANSWER_MEMO_SECONDS ?? '0',
    },
  },
});

/**
 * Where the browser tests' server keeps its database (fresh for every run). E2E_DATABASE and
 * E2E_PORT let a second run go side by side with the first.
 */
export const E2E_DATABASE = process.env.E2E_DATABASE ?? 'test-results/e2e-db/kalike.sqlite';

/**
 * How long the test server's access tokens live (ACCESS_TOKEN_TTL_SECONDS; 15 minutes in
 * production), so that a test sees a silent refresh within seconds.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 4;

/**
 * The test server's gap between two OTPs to one phone (OTP_RESEND_SECONDS; 30 s in production).
 * The islands' Resend cooldown starts from the `resendAfterSeconds` the server answers, so the
 * tests wait for the Resend button, not for a time of their own.
 */
export const OTP_RESEND_SECONDS = 2;

/**
 * Chromium's switches for every journey (playwright.config.ts); a spec that needs more (the fake
 * microphone of story-recording.spec.ts) adds its own to these.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

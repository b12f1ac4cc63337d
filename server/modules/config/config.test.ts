import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '../../../domain/contract/appConfig.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

// One app with the default configuration serves the tests that read it; a test that sets the
// environment gets an app of its own (a test app costs a migrated database: about a second on
// PostgreSQL, issue 33).
let defaults: TestApp;
beforeAll(async () => {
  defaults = await createTestApp();
});
afterAll(async () => {
  await defaults.close();
});

async function getConfig(env?: Record<string, string>) {
  const t = env ? await createTestApp({ env }) : defaults;
  try {
    const response = await t.app.inject({ method: 'GET', url: '/v2/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.json();
    expect(body.success).toBe(true);
    return appConfigSchema.parse(body.data);
  } finally {
    if (env) await t.close();
  }
}

describe('GET /v2/config (spec §7, §9; ARCHITECTURE.md business rules)', () => {
  it('lists the two languages, English first and default', async () => {
    const config = await getConfig();
    expect(config.languages.map((l) => l.code)).toEqual(['en', 'kn']);
    expect(config.defaultLanguage).toBe('en');
  });

  it('offers classes 1 to 7 labelled "Class N"', async () => {
    const config = await getConfig();
    expect(config.classes).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((value) => ({ value, label: `Class ${value}` })),
    );
  });

  it('lists the six board-and-medium combinations, split on the space and shown hyphenated', async () => {
    const config = await getConfig();
    expect(config.boardMediums.map((b) => b.value)).toEqual([
      'CBSE English',
      'SCERT Malayalam',
      'SCERT English',
      'Karnataka English',
      'Karnataka Kannada',
      'Others Others',
    ]);
    expect(config.boardMediums[4]).toEqual({
      value: 'Karnataka Kannada',
      board: 'Karnataka',
      medium: 'Kannada',
      label: 'Karnataka-Kannada',
    });
  });

  it('offers grades 1 to 5 and three boards at sign-up', async () => {
    const config = await getConfig();
    expect(config.signUp).toEqual({
      grades: ['1', '2', '3', '4', '5'],
      boardMediums: ['CBSE English', 'Karnataka English', 'Karnataka Kannada'],
    });
  });

  it('carries the phone, OTP and password rules', async () => {
    const config = await getConfig();
    expect(config.phone.length).toBe(10);
    expect(new RegExp(config.phone.pattern).test('9876543210')).toBe(true);
    expect(new RegExp(config.phone.pattern).test('5876543210')).toBe(false);
    expect(config.otp).toEqual({ length: 6, ttlSeconds: 300, maxWrongTries: 5, resendAfterSeconds: 30 });
    expect(config.password.minLength).toBe(8);
    expect(config.talukMaxLength).toBe(100);
  });

  it('tells the gap between two codes set by OTP_RESEND_SECONDS', async () => {
    const config = await getConfig({ OTP_RESEND_SECONDS: '2' });
    expect(config.otp.resendAfterSeconds).toBe(2);
  });

  it('carries the coin values and plan prices in paise', async () => {
    const config = await getConfig();
    expect(config.coins).toEqual({
      dailyCheckIn: 10,
      unitUnlock: 50,
      storyByLevel: [5, 6, 8, 10],
      firstUnitFree: true,
      checkInTimeZone: 'Asia/Kolkata',
    });
    expect(config.plans).toEqual({
      currency: 'INR',
      allAccessYearlyPaise: { Kannada: 36_500, English: 99_900 },
      vavYearlyPaise: 19_900,
    });
  });

  it('takes coin values and prices from the environment, without code changes', async () => {
    const config = await getConfig({
      COINS_DAILY_CHECKIN: '15',
      COINS_UNIT_UNLOCK: '40',
      COINS_STORY_BY_LEVEL: '4, 5, 6, 7',
      PRICE_VAV_PAISE: '14900',
    });
    expect(config.coins.storyByLevel).toEqual([4, 5, 6, 7]);
    expect(config.coins.dailyCheckIn).toBe(15);
    expect(config.coins.unitUnlock).toBe(40);
    expect(config.plans.vavYearlyPaise).toBe(14_900);
  });

  it('is compressed for browsers that take brotli', async () => {
    const response = await defaults.app.inject({
      method: 'GET',
      url: '/v2/config',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('carries the UI constants of spec §9', async () => {
    const config = await getConfig();
    expect(config.ui.toastMs).toBe(5000);
    expect(config.ui.breakpoints).toEqual({ small: 600, medium: 768, large: 960 });
    expect(config.video).toEqual({ seekStepSeconds: 10, defaultVolume: 0.5, defaultPlaybackRate: 1 });
    expect(config.activity.scoreThreshold).toBe(0.5);
  });
});

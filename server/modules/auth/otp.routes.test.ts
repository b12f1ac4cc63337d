import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCounters } from '../../ratelimit/counters.ts';
import { createChild, newAddress, newPhone } from '../../test/auth.ts';
import { inCluster } from '../../test/cluster.ts';
import { asParent } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

/**
 * OTP_RESEND_SECONDS (issue 14): the gap between two codes to one phone is configuration, every
 * answer that sends a code says it, and so does /v2/config, so that browser tests can shorten it
 * instead of waiting 31 s. The rate limits' clock is the test's: nothing waits.
 */
let t: TestApp;
/** The rate limits' clock: it stands still until a test moves it. */
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ env: { OTP_RESEND_SECONDS: '2' }, counters: createMemoryCounters(() => clock) });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: newAddress() });

describe('OTP_RESEND_SECONDS=2', () => {
  it('every answer that sends a code says resendAfterSeconds 2, and so does /v2/config', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/v2/config' })).json();
    expect(config.data.otp.resendAfterSeconds).toBe(2);
    const { tokenData } = await createChild(t);
    const sends = [
      await post('/v1/student/otp/send', { phone: newPhone() }),
      await post('/v2/student/login-with-otp', { phone: newPhone() }),
      await post('/v1/student/forgot-password', { phone: newPhone() }),
      // The account's own phone: its first code here.
      await post('/v1/auth/profile/delete/otp', undefined, await asParent(t, tokenData.accessToken)),
    ];
    expect(sends.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(sends.map((response) => response.json().resendAfterSeconds)).toEqual([2, 2, 2, 2]);
  });

  // The cluster's API processes count in Redis on the real clock: this one runs in-process only.
  it.skipIf(inCluster)('a second code to one phone is refused for 2 s of the clock, then sent', async () => {
    const phone = newPhone();
    expect((await post('/v1/student/otp/send', { phone })).statusCode).toBe(200);
    clock += 1_999;
    const early = await post('/v1/student/otp/send', { phone });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Please wait 2 seconds before asking for another code.',
    });
    clock += 1;
    const again = await post('/v1/student/otp/send', { phone });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ accountExists: false, resendAfterSeconds: 2 });
  });
});

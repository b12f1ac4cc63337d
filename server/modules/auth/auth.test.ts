import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChild,
  lastOtp,
  newAddress,
  newPhone,
  PASSWORD,
  registration,
  signUp,
} from '../../test/auth.ts';
import { asParent } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { currentPolicyVersion } from './policyVersion.ts';

let t: TestApp;
const policyVersion = currentPolicyVersion();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: newAddress() });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** What a sign-in answers: a signed JWT (header.payload.signature) and a 32-byte random refresh token. */
const TOKEN_DATA = {
  accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
  refreshToken: expect.stringMatching(/^[\w-]{43}$/),
};
/** An `otpSecret`: 24 random bytes in base64url. */
const OTP_SECRET = /^[\w-]{32}$/;

async function verifiedSignupChallenge(phone: string) {
  const { otpSecret } = (await post('/v1/student/otp/send', { phone })).json();
  const otp = await lastOtp(t, phone);
  expect(
    (await post('/v1/student/otp/verify', { phone, otpSecret, otp, verifyPhoneNumber: true })).statusCode,
  ).toBe(200);
  return otpSecret as string;
}

describe('sign-up (spec §2 flow: phone → OTP → details → registered)', () => {
  it('check and send tell a new phone from a known one, and send no OTP to a known one', async () => {
    const { phone } = await signUp(t, newPhone(), policyVersion);
    expect((await post('/v2/student/check', { phone })).json()).toEqual({
      success: true,
      accountExists: true,
    });
    expect((await post('/v2/student/check', { phone: newPhone() })).json()).toEqual({
      success: true,
      accountExists: false,
    });
    const known = (await post('/v1/student/otp/send', { phone })).json();
    expect(known).toEqual({
      success: true,
      message: 'This phone number already has an account.',
      accountExists: true,
    });
    const fresh = newPhone();
    expect((await post('/v1/student/otp/send', { phone: fresh })).json()).toEqual({
      success: true,
      message: 'OTP sent.',
      accountExists: false,
      otpSecret: expect.stringMatching(OTP_SECRET),
      resendAfterSeconds: 30,
    });
    expect(await lastOtp(t, fresh)).toMatch(/^\d{6}$/);
  });

  it('refuses an invalid phone number (10 digits starting 6–9)', async () => {
    for (const phone of ['12345', '5876543210', '98765432100', 'abcdefghij']) {
      const response = await post('/v1/student/otp/send', { phone });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ phone: 'phone' });
    }
  });

  it('registers with a verified OTP and consent, signs in, and records the consent', async () => {
    const phone = newPhone();
    const otpSecret = await verifiedSignupChallenge(phone);
    const response = await post('/v1/student/signup', registration(phone, otpSecret, policyVersion));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Sign-up successful',
      profile: {
        studentName: 'Anu Gowda',
        grade: '3',
        board: 'Karnataka',
        medium: 'Kannada',
        totalCoinsEarned: 0,
        activeSubscriptions: [],
      },
      tokenData: TOKEN_DATA,
    });
    const consent = await t.db.db
      .selectFrom('consents')
      .selectAll()
      .where('student_id', '=', body.profile._id)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      phone,
      guardian_name: 'Lakshmi Gowda',
      policy_version: policyVersion,
      otp_challenge_id: otpSecret,
    });
    expect(new Date(consent.accepted_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/profile',
      headers: bearer(body.tokenData.accessToken),
    });
    expect(profile.json().profile._id).toBe(body.profile._id);
  });

  it('never trusts isPhoneVerified: without a verified challenge, registration is refused', async () => {
    const phone = newPhone();
    const { otpSecret } = (await post('/v1/student/otp/send', { phone })).json();
    const response = await post(
      '/v1/student/signup',
      registration(phone, otpSecret, policyVersion, { isPhoneVerified: true }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('OTP_NOT_VERIFIED');
    expect(
      await t.db.db.selectFrom('parents').select('id').where('phone', '=', phone).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a challenge verified for another phone', async () => {
    const otpSecret = await verifiedSignupChallenge(newPhone());
    const response = await post('/v1/student/signup', registration(newPhone(), otpSecret, policyVersion));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('OTP_NOT_VERIFIED');
  });

  it('a phone registers once: the same registration again answers 409 ACCOUNT_EXISTS', async () => {
    const phone = newPhone();
    const otpSecret = await verifiedSignupChallenge(phone);
    expect((await post('/v1/student/signup', registration(phone, otpSecret, policyVersion))).statusCode).toBe(
      201,
    );
    const again = await post('/v1/student/signup', registration(phone, otpSecret, policyVersion));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACCOUNT_EXISTS');
  });

  for (const [flag, value, issue] of [
    ['isGuardian', false, 'consent'],
    ['isAdult', false, 'consent'],
    ['acceptsPolicy', false, 'consent'],
    ['guardianName', '', 'required'],
  ] as const) {
    it(`refuses a registration without consent (${flag}: ${JSON.stringify(value)})`, async () => {
      const phone = newPhone();
      const otpSecret = await verifiedSignupChallenge(phone);
      const payload = registration(phone, otpSecret, policyVersion);
      const response = await post('/v1/student/signup', {
        ...payload,
        consent: { ...payload.consent, [flag]: value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [`consent.${flag}`]: issue },
      });
    });
  }

  it('refuses consent to an older version of the privacy policy', async () => {
    const phone = newPhone();
    const otpSecret = await verifiedSignupChallenge(phone);
    const payload = registration(phone, otpSecret, policyVersion);
    const response = await post('/v1/student/signup', {
      ...payload,
      consent: { ...payload.consent, policyVersion: '2020-01-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ consent: 'policyVersion' });
  });

  it('refuses passwords under 8 characters and the commonest ones', async () => {
    for (const [password, issue] of [
      ['short1!', 'passwordShort'],
      ['password123', 'passwordCommon'],
      ['12345678', 'passwordCommon'],
      ['aaaaaaaaaa', 'passwordCommon'],
    ] as const) {
      const phone = newPhone();
      const otpSecret = await verifiedSignupChallenge(phone);
      const response = await post(
        '/v1/student/signup',
        registration(phone, otpSecret, policyVersion, { password }),
      );
      expect(response.statusCode, password).toBe(400);
      expect(response.json().fields).toEqual({ password: issue });
    }
  });

  it('refuses a board that is not offered at sign-up, and takes board and medium apart', async () => {
    const phone = newPhone();
    const otpSecret = await verifiedSignupChallenge(phone);
    const refused = await post(
      '/v1/student/signup',
      registration(phone, otpSecret, policyVersion, { board: 'SCERT Malayalam' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ board: 'board' });
    const separate = await post(
      '/v1/student/signup',
      registration(phone, otpSecret, policyVersion, { board: 'CBSE', medium: 'English' }),
    );
    expect(separate.statusCode).toBe(201);
    expect(separate.json().profile).toMatchObject({ board: 'CBSE', medium: 'English' });
  });

  it('refuses a taluk over 100 characters', async () => {
    const phone = newPhone();
    const otpSecret = await verifiedSignupChallenge(phone);
    const response = await post(
      '/v1/student/signup',
      registration(phone, otpSecret, policyVersion, { taluk: 'x'.repeat(101) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ taluk: 'tooLong' });
  });
});

describe('only what a feature needs (issue 32: gender and place optional, no referral code)', () => {
  const stored = (childId: string) =>
    t.db.db
      .selectFrom('students')
      .select(['gender', 'state', 'district', 'taluk'])
      .where('id', '=', childId)
      .executeTakeFirstOrThrow();

  it('registers without a gender or a place, and stores none of them', async () => {
    const phone = newPhone();
    const otpSecret = await verifiedSignupChallenge(phone);
    const {
      gender: _gender,
      state: _state,
      district: _district,
      taluk: _taluk,
      ...rest
    } = registration(phone, otpSecret, policyVersion);
    const response = await post('/v1/student/signup', rest);
    expect(response.statusCode).toBe(201);
    const { profile } = response.json();
    expect(profile).toMatchObject({ gender: null, state: null, district: null, taluk: null });
    expect(await stored(profile._id)).toEqual({ gender: null, state: null, district: null, taluk: null });
  });

  it('takes empty answers as not given, and still refuses a gender not offered', async () => {
    const phone = newPhone();
    const otpSecret = await verifiedSignupChallenge(phone);
    const empty = { gender: '', state: ' ', district: '', taluk: '' };
    const refused = await post(
      '/v1/student/signup',
      registration(phone, otpSecret, policyVersion, { ...empty, gender: 'Other' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ gender: 'invalid' });
    const response = await post('/v1/student/signup', registration(phone, otpSecret, policyVersion, empty));
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().profile._id)).toEqual({
      gender: null,
      state: null,
      district: null,
      taluk: null,
    });
  });

  it('has no referral code: one sent is refused as an unknown field', async () => {
    const phone = newPhone();
    const otpSecret = await verifiedSignupChallenge(phone);
    const response = await post(
      '/v1/student/signup',
      registration(phone, otpSecret, policyVersion, { referralCode: 'FRIEND10' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ referralCode: 'unknown' });
  });

  it('a profile edit clears a gender or place given before, and gives one again', async () => {
    const { tokenData, profile } = await signUp(t, newPhone(), policyVersion);
    const childId = profile._id;
    const headers = await asParent(t, tokenData.accessToken);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/v1/auth/profile', headers, payload });
    const cleared = await put({ gender: '', state: '', district: '', taluk: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().profile).toMatchObject({ gender: null, state: null, district: null, taluk: null });
    expect(await stored(childId)).toEqual({ gender: null, state: null, district: null, taluk: null });
    const given = await put({ gender: 'Male', state: 'Karnataka' });
    expect(given.json().profile).toMatchObject({ gender: 'Male', state: 'Karnataka', district: null });
  });
});

describe('the code SMS speaks the parent’s language (issue 27)', () => {
  const lastSms = async (phone: string) =>
    (
      await t.db.db
        .selectFrom('sms_outbox')
        .select('body')
        .where('phone', '=', phone)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).body;
  const KANNADA = /[\u0C80-\u0CFF]/;

  it('a Kannada sign-up gets its code in Kannada, and the code still verifies', async () => {
    const phone = newPhone();
    const { otpSecret } = (await post('/v1/student/otp/send', { phone, lang: 'kn' })).json();
    const body = await lastSms(phone);
    expect(body).toMatch(/^\d{6} ನಿಮ್ಮ ಕಲಿಕೆ ನೋಂದಣಿ ಕೋಡ್\. /);
    expect(body).not.toMatch(/[A-Za-z]/);
    const otp = await lastOtp(t, phone);
    const verified = await post('/v1/student/otp/verify', { phone, otpSecret, otp, verifyPhoneNumber: true });
    expect(verified.statusCode).toBe(200);
  });

  it('login and password reset codes in Kannada too; English without a language, as before', async () => {
    // Two parents: one phone gets one code each 30 s.
    const [first, second] = [await createChild(t), await createChild(t)];
    expect((await post('/v2/student/login-with-otp', { phone: first.phone, lang: 'kn' })).statusCode).toBe(
      200,
    );
    expect(await lastSms(first.phone)).toMatch(/^\d{6} ನಿಮ್ಮ ಕಲಿಕೆ ಲಾಗಿನ್ ಕೋಡ್\. /);
    expect((await post('/v1/student/forgot-password', { phone: second.phone, lang: 'kn' })).statusCode).toBe(
      200,
    );
    expect(await lastSms(second.phone)).toMatch(/^\d{6} ನಿಮ್ಮ ಕಲಿಕೆ ಪಾಸ್‌ವರ್ಡ್ /);

    const english = newPhone();
    await post('/v1/student/otp/send', { phone: english });
    const body = await lastSms(english);
    expect(body).toMatch(/^\d{6} is your Kalike sign-up code\. It expires in 5 minutes\./);
    expect(body).not.toMatch(KANNADA);
  });

  it('refuses a language the app does not speak', async () => {
    const response = await post('/v1/student/otp/send', { phone: newPhone(), lang: 'hi' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['lang']);
  });
});

describe('rate limits of phone look-ups and OTP sends (issue 13)', () => {
  // Addresses of their own (TEST-NET-3), apart from newAddress()'s 198.18.x.x.
  const from = (address: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: address });
  const outbox = async (phones: string[]) =>
    (await t.db.db.selectFrom('sms_outbox').select('phone').where('phone', 'in', phones).execute()).length;
  const ADDRESS_LOOKUPS =
    'Too many phone numbers checked from this network. Please try again in a few minutes.';
  const PHONE_LOOKUPS = 'Too many checks of this phone number. Please try again in an hour.';
  const ADDRESS_CODES = 'Too many codes requested from this network. Please try again later.';
  /** A 429 in the one error format, with the limit's message and a Retry-After within its window. */
  const expectRateLimited = (
    response: Awaited<ReturnType<typeof from>>,
    maxSeconds: number,
    message: string,
  ) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ success: false, code: 'RATE_LIMITED', message });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  };

  it('1,000 checks from one address: the first 120 answer, then 429 with Retry-After; another address still checks', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof from>> | undefined;
    for (let i = 0; i < 1000; i += 1) {
      last = await from('203.0.113.10', '/v2/student/check', { phone: newPhone() });
      statuses.push(last.statusCode);
      if (i === 120) expectRateLimited(last, 600, ADDRESS_LOOKUPS);
    }
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(200));
    expect(statuses.slice(120)).toEqual(Array(880).fill(429));
    expectRateLimited(last as Awaited<ReturnType<typeof from>>, 600, ADDRESS_LOOKUPS);
    const other = await from('203.0.113.11', '/v2/student/check', { phone: newPhone() });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ success: true, accountExists: false });
  });

  it('checks of one phone from many addresses meet the per-phone 429; other phones still check', async () => {
    const { phone } = await createChild(t);
    // 10 an hour per phone.
    for (let i = 0; i < 10; i += 1) {
      const response = await from(`203.0.113.${100 + i}`, '/v2/student/check', { phone });
      expect(response.json()).toEqual({ success: true, accountExists: true });
    }
    const refused = await from('203.0.113.120', '/v2/student/check', { phone });
    expectRateLimited(refused, 3600, PHONE_LOOKUPS);
    // The refused look-up did not cost its address anything, and other phones are not held up.
    expect((await from('203.0.113.120', '/v2/student/check', { phone: newPhone() })).statusCode).toBe(200);
  });

  it('OTP send tells accountExists too, so it shares the look-up limits with check', async () => {
    const { phone: known } = await createChild(t);
    const address = '203.0.113.12';
    for (let i = 0; i < 110; i += 1) {
      expect((await from(address, '/v2/student/check', { phone: newPhone() })).statusCode).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await from(address, '/v1/student/otp/send', { phone: newPhone() })).statusCode).toBe(200);
    }
    // 120 look-ups: the 121st is refused before the account is looked up, for a known phone too.
    expectRateLimited(await from(address, '/v1/student/otp/send', { phone: known }), 600, ADDRESS_LOOKUPS);
    expectRateLimited(await from(address, '/v2/student/check', { phone: known }), 600, ADDRESS_LOOKUPS);
  });

  it('refused sends to one phone leave the address deliverable: 30 to phone A, 8 to B and C, then D gets its code', async () => {
    const address = '203.0.113.13';
    const [a, b, c, d] = [newPhone(), newPhone(), newPhone(), newPhone()];
    const statuses: number[] = [];
    for (const [phone, times] of [
      [a, 30],
      [b, 8],
      [c, 8],
    ] as const) {
      for (let i = 0; i < times; i += 1) {
        statuses.push((await from(address, '/v1/student/otp/send', { phone })).statusCode);
      }
    }
    // One code each (1 per 30 s per phone); 23 more sends reached the phone caps, over the
    // address's 20 an hour, and 20 stopped at the look-up limit of phone A.
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(43);
    expect(await outbox([a, b, c])).toBe(3);
    const delivered = await from(address, '/v1/student/otp/send', { phone: d });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({
      success: true,
      accountExists: false,
      otpSecret: expect.stringMatching(OTP_SECRET),
    });
    expect(await lastOtp(t, d)).toMatch(/^\d{6}$/);
  });

  it('parallel sends to 40 phones from one address deliver exactly 20', async () => {
    const phones = Array.from({ length: 40 }, () => newPhone());
    const responses = await Promise.all(
      phones.map((phone) => from('203.0.113.14', '/v1/student/otp/send', { phone })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    for (const response of responses)
      if (response.statusCode === 429) expectRateLimited(response, 3600, ADDRESS_CODES);
    expect(await outbox(phones)).toBe(20);
  });
});

describe('login', () => {
  it('with phone (in `email`) and password', async () => {
    const { phone } = await signUp(t, newPhone(), policyVersion);
    const response = await post('/v1/student/login', {
      email: phone,
      password: PASSWORD,
      deviceId: 'd',
      deviceModel: 'web',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Login successful',
      profile: { phone },
      tokenData: TOKEN_DATA,
    });
  });

  it('a wrong password and an unknown phone get the same answer', async () => {
    const { phone } = await signUp(t, newPhone(), policyVersion);
    const wrong = await post('/v1/student/login', { email: phone, password: 'not-the-password' });
    const unknown = await post('/v1/student/login', { email: newPhone(), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Password Incorrect',
    });
  });

  it('10 failures in 15 minutes throttle the phone, even for the right password', async () => {
    const { phone } = await signUp(t, newPhone(), policyVersion);
    const firstFailure = Date.now();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/v1/student/login', { email: phone, password: `wrong-${i}-password` })).statusCode,
      ).toBe(401);
    }
    const throttled = await post('/v1/student/login', { email: phone, password: PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The 15 minutes run from the first failure: what is left of them now, however long the
    // tries took on a loaded machine.
    const left = 900 - Math.floor((Date.now() - firstFailure) / 1000);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(left - 1);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Another phone is not affected.
    const other = await signUp(t, newPhone(), policyVersion);
    expect((await post('/v1/student/login', { email: other.phone, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('with an OTP; an unknown phone gets the same answer and no SMS', async () => {
    const { phone } = await createChild(t);
    const requested = await post('/v2/student/login-with-otp', { phone });
    expect(requested.json()).toEqual({
      success: true,
      message: 'OTP sent.',
      otpSecret: expect.stringMatching(OTP_SECRET),
      resendAfterSeconds: 30,
    });
    const otp = await lastOtp(t, phone);
    const verified = await post('/v2/student/login-with-otp/verify', {
      phone,
      otp,
      otpSecret: requested.json().otpSecret,
      deviceId: 'd',
      deviceModel: 'web',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Login successful',
      profile: { phone },
      tokenData: TOKEN_DATA,
    });

    const stranger = newPhone();
    const unknown = await post('/v2/student/login-with-otp', { phone: stranger });
    expect(unknown.json()).toEqual({ ...requested.json(), otpSecret: expect.stringMatching(OTP_SECRET) });
    const outbox = await t.db.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('phone', '=', stranger)
      .execute();
    expect(outbox).toHaveLength(0);
  });
});

describe('forgot and change password', () => {
  it('an OTP to the phone, then a new password; old sessions end', async () => {
    const { phone, tokenData } = await createChild(t);
    const sent = (await post('/v1/student/forgot-password', { phone })).json();
    expect(sent).toEqual({
      success: true,
      message: 'OTP sent.',
      otpSecret: expect.stringMatching(OTP_SECRET),
      resendAfterSeconds: 30,
    });
    const { otpSecret } = sent;
    const otp = await lastOtp(t, phone);
    const weak = await post('/v1/student/reset-password', { phone, otpSecret, otp, password: 'qwerty123' });
    expect(weak.json().fields).toEqual({ password: 'passwordCommon' });
    const reset = await post('/v1/student/reset-password', {
      phone,
      otpSecret,
      otp,
      password: 'Hampi-Boulders-7',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post('/v1/student/login', { email: phone, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/v1/student/login', { email: phone, password: 'Hampi-Boulders-7' })).statusCode).toBe(
      200,
    );
    expect(
      (await post('/v1/student/refresh-token', { refreshToken: tokenData.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('change password needs the current one and ends other sessions', async () => {
    const { phone, tokenData } = await signUp(t, newPhone(), policyVersion);
    const wrong = await post(
      '/v1/student/change-password',
      { currentPassword: 'nope', newPassword: 'Jog-Falls-2026' },
      bearer(tokenData.accessToken),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', fields: { currentPassword: 'wrong' } });
    const changed = await post(
      '/v1/student/change-password',
      { currentPassword: PASSWORD, newPassword: 'Jog-Falls-2026' },
      bearer(tokenData.accessToken),
    );
    expect(changed.statusCode).toBe(200);
    expect(
      (await post('/v1/student/refresh-token', { refreshToken: tokenData.refreshToken })).statusCode,
    ).toBe(401);
    expect((await post('/v1/student/login', { email: phone, password: 'Jog-Falls-2026' })).statusCode).toBe(
      200,
    );
  });
});

describe('profile', () => {
  it('reads and updates the profile with validation', async () => {
    const { tokenData } = await signUp(t, newPhone(), policyVersion);
    // The parent's (issue 32): past the gate.
    const headers = await asParent(t, tokenData.accessToken);
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers,
      payload: { studentName: 'Anu G', board: 'CBSE English', taluk: 'Mandya' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().profile).toMatchObject({
      studentName: 'Anu G',
      board: 'CBSE',
      medium: 'English',
      taluk: 'Mandya',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers,
      payload: { studentName: '  ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ studentName: 'required' });
    const unknownField = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers,
      payload: { phone: '9999999999' },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().fields).toEqual({ phone: 'unknown' });
  });

  it('lists schools for the sign-up form: three kinds in each of the 31 districts, cached for a day', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/student/schools' });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { data } = response.json();
    expect(data).toHaveLength(93);
    expect(data[0]).toEqual({ name: 'Government Higher Primary School, Bagalkot', district: 'Bagalkot' });
  });
});

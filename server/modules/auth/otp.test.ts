import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../../providers/sms/provider.ts';
import { createMemoryCounters, createRedisCounters } from '../../ratelimit/counters.ts';
import { redisAnswers, TEST_REDIS_URL } from '../../test/redis.ts';
import { createTestDatabase, type TestDatabase } from '../../test/testApp.ts';
import { createOtpService } from './otp.service.ts';

// The OTP rules of ARCHITECTURE.md, each proved with its number (written here, not read from the
// code under test), on a real database and a clock the test moves (no waiting).
let t: TestDatabase;
let clock: number;
let sent: { phone: string; body: string; otp?: string }[];
let service: ReturnType<typeof createOtpService>;
const now = () => new Date(clock);
const capture: SmsProvider = { name: 'capture', send: async (message) => void sent.push(message) };
/** A service on the test's database and clock, with OTP_RESEND_SECONDS at its default of 30. */
const serviceWith = (resendSeconds = 30) =>
  createOtpService({
    db: t.db.db,
    counters: createMemoryCounters(() => clock),
    sms: capture,
    pepper: 'test-pepper',
    resendSeconds,
    now,
  });
const MINUTE = 60_000;
/** An `otpSecret`: 24 random bytes in base64url. */
const SECRET = /^[\w-]{32}$/;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});
beforeEach(() => {
  clock = Date.parse('2026-11-21T10:00:00Z');
  sent = [];
  service = serviceWith();
});

let n = 0;
const phone = () => `98${String(++n).padStart(8, '0')}`;
/** Sends a code and answers its challenge id. */
const sendCode = async (...args: Parameters<typeof service.send>) => (await service.send(...args)).otpSecret;
const codeOf = (p: string) => sent.filter((m) => m.phone === p).at(-1)?.otp as string;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OTP challenges', () => {
  it('sends 6 random digits and stores only a hash of them', async () => {
    const p = phone();
    const secret = await sendCode(p, 'signup', '1.1.1.1');
    expect(codeOf(p)).toMatch(/^\d{6}$/);
    expect(sent[0]?.body).toContain(codeOf(p));
    const row = await t.db.db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('id', '=', secret)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(codeOf(p));
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).toMatch(SECRET);
  });

  it('accepts the right code once, and never again (single use)', async () => {
    const p = phone();
    const secret = await sendCode(p, 'login', '1.1.1.1');
    await service.verify(p, secret, codeOf(p), 'login');
    await expect(service.verify(p, secret, codeOf(p), 'login')).rejects.toMatchObject({
      code: 'OTP_EXPIRED',
    });
  });

  it('refuses a code after 5 minutes', async () => {
    const p = phone();
    const secret = await sendCode(p, 'login', '1.1.1.1');
    clock += 5 * MINUTE;
    await expect(service.verify(p, secret, codeOf(p), 'login')).rejects.toMatchObject({
      code: 'OTP_EXPIRED',
    });
  });

  it('accepts a code just before 5 minutes', async () => {
    const p = phone();
    const secret = await sendCode(p, 'login', '1.1.1.1');
    clock += 5 * MINUTE - 1000;
    await expect(service.verify(p, secret, codeOf(p), 'login')).resolves.toBeUndefined();
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    const p = phone();
    const secret = await sendCode(p, 'signup', '1.1.1.1');
    for (let i = 0; i < 4; i += 1) {
      await expect(service.verify(p, secret, wrong(codeOf(p)), 'signup')).rejects.toMatchObject({
        code: 'OTP_INVALID',
      });
    }
    await expect(service.verify(p, secret, wrong(codeOf(p)), 'signup')).rejects.toMatchObject({
      code: 'OTP_LOCKED',
    });
    await expect(service.verify(p, secret, codeOf(p), 'signup')).rejects.toMatchObject({
      code: 'OTP_LOCKED',
    });
  });

  it('brute force: 1,000 guesses at one code, in parallel batches, give 0 successes', async () => {
    const p = phone();
    const secret = await sendCode(p, 'login', '1.1.1.1');
    const right = codeOf(p);
    const guesses = Array.from({ length: 1000 }, (_, i) => String((i * 997) % 1_000_000).padStart(6, '0'));
    // The right code is among them, late: it must still fail, because the challenge is dead by then.
    guesses[999] = right;
    let successes = 0;
    for (let i = 0; i < guesses.length; i += 50) {
      const results = await Promise.allSettled(
        guesses.slice(i, i + 50).map((g) => service.verify(p, secret, g, 'login')),
      );
      successes += results.filter((r) => r.status === 'fulfilled').length;
    }
    expect(successes).toBe(0);
  });

  it('a new send invalidates the previous code', async () => {
    const p = phone();
    const first = await sendCode(p, 'login', '1.1.1.1');
    const firstCode = codeOf(p);
    clock += 31_000;
    const second = await sendCode(p, 'login', '1.1.1.1');
    await expect(service.verify(p, first, firstCode, 'login')).rejects.toMatchObject({ code: 'OTP_EXPIRED' });
    await expect(service.verify(p, second, codeOf(p), 'login')).resolves.toBeUndefined();
  });

  it('a code is bound to its phone and purpose', async () => {
    const p = phone();
    const secret = await sendCode(p, 'reset', '1.1.1.1');
    await expect(service.verify(phone(), secret, codeOf(p), 'reset')).rejects.toMatchObject({
      code: 'OTP_INVALID',
    });
    await expect(service.verify(p, secret, codeOf(p), 'login')).rejects.toMatchObject({
      code: 'OTP_INVALID',
    });
  });

  it('sends at most 1 code per 30 s to a phone, and says so in every answer', async () => {
    const p = phone();
    await expect(service.send(p, 'login', '1.1.1.1')).resolves.toEqual({
      otpSecret: expect.stringMatching(SECRET),
      resendAfterSeconds: 30,
    });
    clock += 29_999;
    await expect(service.send(p, 'login', '1.1.1.2')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Please wait 30 seconds before asking for another code.',
    });
    clock += 1;
    await expect(service.send(p, 'login', '1.1.1.3')).resolves.toEqual({
      otpSecret: expect.stringMatching(SECRET),
      resendAfterSeconds: 30,
    });
    expect(sent.filter((m) => m.phone === p)).toHaveLength(2);
  });

  it('OTP_RESEND_SECONDS sets the gap: 2 s between two codes to a phone', async () => {
    const quick = serviceWith(2);
    const p = phone();
    await expect(quick.send(p, 'login', '1.1.1.1')).resolves.toMatchObject({ resendAfterSeconds: 2 });
    clock += 1_999;
    await expect(quick.send(p, 'login', '1.1.1.1')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Please wait 2 seconds before asking for another code.',
    });
    clock += 1;
    await expect(quick.send(p, 'login', '1.1.1.1')).resolves.toMatchObject({ resendAfterSeconds: 2 });
    expect(sent.filter((m) => m.phone === p)).toHaveLength(2);
  });

  it('OTP_RESEND_SECONDS=1 says "1 second"', async () => {
    const quickest = serviceWith(1);
    const p = phone();
    await quickest.send(p, 'login', '1.1.1.1');
    await expect(quickest.send(p, 'login', '1.1.1.1')).rejects.toMatchObject({
      message: 'Please wait 1 second before asking for another code.',
    });
  });

  it('100 sends to one phone in an hour deliver at most 5', async () => {
    const p = phone();
    for (let i = 0; i < 100; i += 1) {
      await service.send(p, 'login', `10.0.0.${i}`).catch(() => {});
      clock += 31_000; // past the 30 s gap every time: only the hourly cap can stop them
      if (clock - Date.parse('2026-11-21T10:00:00Z') > 3_500_000) break;
    }
    expect(sent.filter((m) => m.phone === p)).toHaveLength(5);
  });

  it('sends at most 20 codes an hour to one address', async () => {
    let delivered = 0;
    for (let i = 0; i < 30; i += 1) {
      delivered += await service.send(phone(), 'login', '203.0.113.50').then(
        () => 1,
        () => 0,
      );
    }
    expect(delivered).toBe(20);
  });

  it('sends refused by the phone caps leave the address its 20: 30 sends to one phone, then other phones get theirs', async () => {
    const address = '203.0.113.60';
    const hammered = phone();
    for (let i = 0; i < 30; i += 1) {
      await service.send(hammered, 'login', address).catch(() => {});
      clock += 31_000; // past the 30 s gap: 5 delivered in the hour, 25 refused by the phone caps
    }
    expect(sent.filter((m) => m.phone === hammered)).toHaveLength(5);
    const other = phone();
    await expect(service.send(other, 'signup', address)).resolves.toMatchObject({
      otpSecret: expect.stringMatching(SECRET),
    });
    expect(codeOf(other)).toMatch(/^\d{6}$/);
    // 5 + 1 delivered: 14 more fit in the address's 20 an hour, and not one more.
    for (let i = 0; i < 14; i += 1) await service.send(phone(), 'signup', address);
    await expect(service.send(phone(), 'signup', address)).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many codes requested from this network. Please try again later.',
    });
  });

  it('parallel sends to 40 phones from one address deliver exactly 20', async () => {
    const phones = Array.from({ length: 40 }, () => phone());
    const results = await Promise.allSettled(phones.map((p) => service.send(p, 'signup', '203.0.113.61')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(sent.filter((m) => phones.includes(m.phone))).toHaveLength(20);
  });

  it('look-ups: 120 per address in 10 minutes, 10 per phone in an hour, refused ones not charged to the address', async () => {
    const lookUps = async (count: number, phoneOf: () => string, addressOf: () => string) => {
      let allowed = 0;
      for (let i = 0; i < count; i += 1) {
        allowed += await service.limitLookup(phoneOf(), addressOf()).then(
          () => 1,
          () => 0,
        );
      }
      return allowed;
    };
    // One phone from 50 addresses: 10.
    const checked = phone();
    let a = 0;
    expect(
      await lookUps(
        50,
        () => checked,
        () => `192.0.2.${++a}`,
      ),
    ).toBe(10);
    // One phone hammered from one address: 10, and the address keeps 110 for other phones.
    const hammered = phone();
    expect(
      await lookUps(
        50,
        () => hammered,
        () => '203.0.113.62',
      ),
    ).toBe(10);
    expect(await lookUps(150, phone, () => '203.0.113.62')).toBe(110);
    await expect(service.limitLookup(phone(), '203.0.113.62')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many phone numbers checked from this network. Please try again in a few minutes.',
    });
    clock += 10 * MINUTE;
    await expect(service.limitLookup(phone(), '203.0.113.62')).resolves.toBeUndefined();
  });

  it('a verified sign-up code serves one registration, within 30 minutes', async () => {
    const p = phone();
    const secret = await sendCode(p, 'signup', '1.1.1.1');
    await service.verify(p, secret, codeOf(p), 'signup');
    await service.consumeVerifiedSignup(t.db.db, p, secret);
    await expect(service.consumeVerifiedSignup(t.db.db, p, secret)).rejects.toMatchObject({
      code: 'OTP_NOT_VERIFIED',
    });
    const late = phone();
    const lateSecret = await sendCode(late, 'signup', '1.1.1.1');
    await service.verify(late, lateSecret, codeOf(late), 'signup');
    clock += 30 * MINUTE + 1000;
    await expect(service.consumeVerifiedSignup(t.db.db, late, lateSecret)).rejects.toMatchObject({
      code: 'OTP_NOT_VERIFIED',
    });
  });
});

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)('OTP caps with REDIS_URL: shared by every API instance', () => {
  it('20 codes an hour per address, counted across two instances', async () => {
    const prefix = `kalike:test:${randomBytes(4).toString('hex')}:`;
    const instances = [0, 1].map(() =>
      createOtpService({
        db: t.db.db,
        counters: createRedisCounters(TEST_REDIS_URL, prefix),
        sms: capture,
        pepper: 'p',
        resendSeconds: 30,
      }),
    );
    let delivered = 0;
    for (let i = 0; i < 30; i += 1) {
      const instance = instances[i % 2] as ReturnType<typeof createOtpService>;
      delivered += await instance.send(phone(), 'login', '198.51.100.77').then(
        () => 1,
        () => 0,
      );
    }
    expect(delivered).toBe(20);
  });

  it('parallel sends to 40 phones from one address, on two instances, deliver exactly 20', async () => {
    const prefix = `kalike:test:${randomBytes(4).toString('hex')}:`;
    const stores = [0, 1].map(() => createRedisCounters(TEST_REDIS_URL, prefix));
    const instances = stores.map((counters) =>
      createOtpService({ db: t.db.db, counters, sms: capture, pepper: 'p', resendSeconds: 30 }),
    );
    const phones = Array.from({ length: 40 }, () => phone());
    const results = await Promise.allSettled(
      phones.map((p, i) =>
        (instances[i % 2] as ReturnType<typeof createOtpService>).send(p, 'signup', '198.51.100.78'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(sent.filter((m) => phones.includes(m.phone))).toHaveLength(20);
    await Promise.all(stores.map((counters) => counters.close()));
  });

  it('sends refused by the phone caps do not spend the address, across two instances', async () => {
    const prefix = `kalike:test:${randomBytes(4).toString('hex')}:`;
    const stores = [0, 1].map(() => createRedisCounters(TEST_REDIS_URL, prefix));
    const instances = stores.map((counters) =>
      createOtpService({ db: t.db.db, counters, sms: capture, pepper: 'p', resendSeconds: 30 }),
    );
    const hammered = phone();
    for (let i = 0; i < 30; i += 1) {
      await (instances[i % 2] as ReturnType<typeof createOtpService>)
        .send(hammered, 'login', '198.51.100.79')
        .catch(() => {});
    }
    expect(sent.filter((m) => m.phone === hammered)).toHaveLength(1);
    let delivered = 0;
    for (let i = 0; i < 25; i += 1) {
      delivered += await (instances[i % 2] as ReturnType<typeof createOtpService>)
        .send(phone(), 'signup', '198.51.100.79')
        .then(
          () => 1,
          () => 0,
        );
    }
    expect(delivered).toBe(19);
    await Promise.all(stores.map((counters) => counters.close()));
  });
});

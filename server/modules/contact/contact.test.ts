import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toCount } from '../../db/dialect.ts';
import { createRedisCounters } from '../../ratelimit/counters.ts';
import { redisAnswers, TEST_REDIS_URL } from '../../test/redis.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

/** Spec §5 and the issue: the bounds of the fields, and messages an address may send an hour. */
const MAX = { name: 100, company: 150, message: 2000 };
const PER_HOUR = 5;

const valid = {
  name: 'Lakshmi Rao',
  company: 'Parent',
  email: 'lakshmi@example.org',
  message: 'Does Kalike cover Class 3 Kannada medium EVS?',
};

let t: TestApp;
let address = 0;
// Each test sends from its own address so that the hourly limit of one does not touch another.
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

async function send(body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/contact',
    remoteAddress: options.ip ?? nextAddress(),
    headers: options.headers,
    ...(typeof body === 'string' ? { payload: body } : { payload: body as object }),
  });
}

async function storedCount() {
  const row = await t.db.db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n as number);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let countBefore = 0;
describe('POST /v1/contact', () => {
  it('stores a valid message, trimmed, and answers 201 with its id', async () => {
    const response = await send({ ...valid, name: '  Lakshmi Rao  ', locale: 'kn' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Thank you! Your message has been received.',
      data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    const row = await t.db.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Lakshmi Rao', company: 'Parent', email: valid.email, locale: 'kn' });
    expect(row.message).toBe(valid.message);
  });

  it('takes a phone number without an e-mail address (issue 27), and both together', async () => {
    const { email: _, ...noEmail } = valid;
    const phoneOnly = await send({ ...noEmail, phone: '9845012345' });
    expect(phoneOnly.statusCode).toBe(201);
    const both = await send({ ...valid, phone: ' 9845012345 ' });
    expect(both.statusCode).toBe(201);
    const row = (id: string) =>
      t.db.db
        .selectFrom('contact_messages')
        .select(['email', 'phone'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await row(phoneOnly.json().data.id)).toEqual({ email: '', phone: '9845012345' });
    expect(await row(both.json().data.id)).toEqual({ email: valid.email, phone: '9845012345' });
  });

  it('stores Kannada text as written', async () => {
    const message = 'ನಮಸ್ಕಾರ, ನನ್ನ ಮಗಳು 2ನೇ ತರಗತಿ.';
    const response = await send({ ...valid, name: 'ಲಕ್ಷ್ಮಿ', message });
    expect(response.statusCode).toBe(201);
    const row = await t.db.db
      .selectFrom('contact_messages')
      .select(['name', 'message'])
      .where('id', '=', response.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'ಲಕ್ಷ್ಮಿ', message });
  });

  describe('refuses bad input in the one error format and stores nothing', () => {
    beforeAll(async () => {
      countBefore = await storedCount();
    });
    afterEach(async () => {
      expect(await storedCount()).toBe(countBefore);
    });

    for (const field of ['name', 'company', 'email', 'message'] as const) {
      it(`${field} missing → 400 required`, async () => {
        const { [field]: _, ...rest } = valid;
        const response = await send(rest);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
          message: expect.stringContaining(field),
          fields: { [field]: 'required' },
        });
      });

      it(`${field} blank → 400 required`, async () => {
        const response = await send({ ...valid, [field]: '   ' });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ [field]: 'required' });
      });

      it(`${field} not a string → 400`, async () => {
        const response = await send({ ...valid, [field]: 42 });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ [field]: 'required' });
      });
    }

    it('neither an e-mail address nor a phone number → 400, required on the e-mail', async () => {
      const { email: _, ...rest } = valid;
      const response = await send(rest);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ email: 'required' });
      // Said together with the other fields' issues, so the form shows them all at once.
      const { name: __, ...noName } = rest;
      expect((await send(noName)).json().fields).toEqual({ name: 'required', email: 'required' });
    });

    for (const phone of ['12345', '5845012345', '98450123456', '98450 1234x']) {
      it(`a phone number that is not an Indian mobile "${phone}" → 400 phone`, async () => {
        const response = await send({ ...valid, phone });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ phone: 'phone' });
      });
    }

    for (const email of ['no-at-sign', 'a@b', 'a@@b.co', 'two words@example.org', 'x@example.org<script>']) {
      it(`malformed e-mail "${email}" → 400 email`, async () => {
        const response = await send({ ...valid, email });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ email: 'email' });
      });
    }

    const oversize: Record<string, string> = {
      name: 'a'.repeat(MAX.name + 1),
      company: 'c'.repeat(MAX.company + 1),
      message: 'm'.repeat(MAX.message + 1),
      email: `${'e'.repeat(250)}@example.org`,
    };
    for (const [field, value] of Object.entries(oversize)) {
      it(`${field} over its maximum → 400 tooLong`, async () => {
        const response = await send({ ...valid, [field]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ [field]: 'tooLong' });
      });
    }

    it('takes fields at exactly their maximum', async () => {
      const response = await send({ ...valid, message: 'm'.repeat(MAX.message) });
      expect(response.statusCode).toBe(201);
      countBefore += 1;
    });

    it('an unknown field → 400', async () => {
      const response = await send({ ...valid, isAdmin: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ isAdmin: 'unknown' });
    });

    it('an unknown locale → 400', async () => {
      const response = await send({ ...valid, locale: 'fr' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ locale: 'invalid' });
    });

    it('a body that is not JSON → 400', async () => {
      const response = await send('{"name": ', { headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    });

    it('a JSON array → 400', async () => {
      const response = await send('[1,2]', { headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    });

    it('another content type → 415', async () => {
      const response = await send('name=a', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('a body over 16 KiB → 413', async () => {
      const response = await send({ ...valid, message: 'x'.repeat(17 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    });
  });

  it('takes 5 messages an hour from one address, then answers 429', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < PER_HOUR; i += 1) {
      expect((await send(valid, { ip })).statusCode).toBe(201);
    }
    const before = await storedCount();
    const refused = await send(valid, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/at most 5 an hour/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedCount()).toBe(before);
    // Another address is not affected.
    expect((await send(valid, { ip: '203.0.113.8' })).statusCode).toBe(201);
  });

  it('does not count refused (invalid) messages against the limit', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 10; i += 1)
      expect((await send({ ...valid, email: 'bad' }, { ip })).statusCode).toBe(400);
    expect((await send(valid, { ip })).statusCode).toBe(201);
  });
});

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)('POST /v1/contact with REDIS_URL: the limit holds across API instances', () => {
  it('counts messages sent to two instances together', async () => {
    const prefix = `kalike:test:${randomBytes(4).toString('hex')}:`;
    const first = await createTestApp({ counters: createRedisCounters(TEST_REDIS_URL, prefix) });
    const second = await createTestApp({ counters: createRedisCounters(TEST_REDIS_URL, prefix) });
    const post = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: '/v1/contact', remoteAddress: '198.51.100.1', payload: valid });
    for (let i = 0; i < PER_HOUR; i += 1) {
      expect((await post(i % 2 ? first : second)).statusCode).toBe(201);
    }
    expect((await post(first)).statusCode).toBe(429);
    expect((await post(second)).statusCode).toBe(429);
    await first.close();
    await second.close();
  });
});

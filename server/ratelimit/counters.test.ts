import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis.ts';
import { type CounterStore, createMemoryCounters, createRedisCounters } from './counters.ts';
import { checkLimit, enforceLimit, enforceSharedLimit, type Limit, reserveLimit } from './limit.ts';

describe('memory counters', () => {
  it('counts hits in a window that starts at the first hit, then starts again', async () => {
    let now = 1_000_000;
    const counters = createMemoryCounters(() => now);
    expect(await counters.hit('k', 1000)).toEqual({ count: 1, resetAt: 1_001_000 });
    now += 999;
    expect((await counters.hit('k', 1000)).count).toBe(2);
    now += 1;
    expect(await counters.hit('k', 1000)).toEqual({ count: 1, resetAt: 1_002_000 });
    await counters.close();
  });

  it('keeps keys apart', async () => {
    const counters = createMemoryCounters();
    await counters.hit('a', 1000);
    expect((await counters.hit('b', 1000)).count).toBe(1);
    await counters.close();
  });

  it('peek shows the window without counting a hit, and nothing once it has ended', async () => {
    let now = 1_000_000;
    const counters = createMemoryCounters(() => now);
    expect(await counters.peek('k')).toBeNull();
    await counters.hit('k', 1000);
    expect(await counters.peek('k')).toEqual({ count: 1, resetAt: 1_001_000 });
    expect(await counters.peek('k')).toEqual({ count: 1, resetAt: 1_001_000 });
    now += 1000;
    expect(await counters.peek('k')).toBeNull();
    await counters.close();
  });
});

describe('enforceLimit', () => {
  it('lets `max` hits through, then throws 429 with Retry-After', async () => {
    const counters = createMemoryCounters();
    const limit = { name: 'test', max: 3, windowMs: 60_000, message: 'slow down' };
    for (let i = 0; i < 3; i += 1) await enforceLimit(counters, limit, 'x');
    await expect(enforceLimit(counters, limit, 'x')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'slow down',
      headers: { 'retry-after': '60' },
    });
    await counters.close();
  });
});

// A limit shared by everyone behind one address, and a limit of each phone.
const perAddress: Limit = { name: 'shared', max: 20, windowMs: 60_000, message: 'network' };
const perPhone: Limit = { name: 'own', max: 1, windowMs: 60_000, message: 'phone' };
const attempt = (counters: CounterStore, address: string, phone: string) =>
  enforceSharedLimit(counters, { limit: perAddress, subject: address }, [
    { limit: perPhone, subject: phone },
  ]);

describe('checkLimit and enforceSharedLimit', () => {
  it('checkLimit refuses once the limit is used up, and never counts a hit itself', async () => {
    const counters = createMemoryCounters();
    const limit = { name: 'peeked', max: 2, windowMs: 60_000, message: 'used up' };
    for (let i = 0; i < 5; i += 1) await checkLimit(counters, limit, 'x');
    expect(await counters.peek('peeked:x')).toBeNull();
    await enforceLimit(counters, limit, 'x');
    await checkLimit(counters, limit, 'x');
    await enforceLimit(counters, limit, 'x');
    await expect(checkLimit(counters, limit, 'x')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'used up',
      headers: { 'retry-after': '60' },
    });
    expect((await counters.peek('peeked:x'))?.count).toBe(2);
    await counters.close();
  });

  it('attempts refused by their own limit do not count against the shared one', async () => {
    const counters = createMemoryCounters();
    await attempt(counters, 'school', 'hammered');
    for (let i = 0; i < 50; i += 1) {
      await expect(attempt(counters, 'school', 'hammered')).rejects.toMatchObject({ message: 'phone' });
    }
    expect((await counters.peek('shared:school'))?.count).toBe(1);
    for (let i = 0; i < 19; i += 1) await attempt(counters, 'school', `parent-${i}`);
    await expect(attempt(counters, 'school', 'one-too-many')).rejects.toMatchObject({
      statusCode: 429,
      message: 'network',
    });
    // Refused by the address before its own limit counted: the phone can still go elsewhere.
    expect(await counters.peek('own:one-too-many')).toBeNull();
    await counters.close();
  });

  it('parallel attempts on 40 subjects let exactly `max` of the shared limit through', async () => {
    const counters = createMemoryCounters();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => attempt(counters, 'school', `phone-${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    await counters.close();
  });
});

/** The same checks of `release` and `reserveLimit` on either store (memory here, Redis below). */
async function releaseAndReserve(counters: CounterStore, key: string) {
  // release takes one hit back, never below zero, and makes no window where there is none.
  await counters.release(`${key}:none`);
  expect(await counters.peek(`${key}:none`)).toBeNull();
  await counters.hit(`${key}:r`, 60_000);
  await counters.hit(`${key}:r`, 60_000);
  await counters.release(`${key}:r`);
  expect((await counters.peek(`${key}:r`))?.count).toBe(1);
  await counters.release(`${key}:r`);
  await counters.release(`${key}:r`);
  expect((await counters.peek(`${key}:r`))?.count ?? 0).toBe(0);
  // reserveLimit: 3 tries in flight at most; a released one frees its place, a refused one
  // leaves the count at the limit.
  const limit: Limit = { name: `${key}:reserve`, max: 3, windowMs: 60_000, message: 'wait' };
  const held = await Promise.allSettled(Array.from({ length: 12 }, () => reserveLimit(counters, limit, 's')));
  expect(held.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  expect(held.find((r) => r.status === 'rejected')).toMatchObject({
    reason: { statusCode: 429, code: 'RATE_LIMITED', message: 'wait' },
  });
  expect((await counters.peek(`${key}:reserve:s`))?.count).toBe(3);
  const first = held[0] as PromiseFulfilledResult<{ release(): Promise<void> }>;
  await first.value.release();
  await reserveLimit(counters, limit, 's');
  await expect(reserveLimit(counters, limit, 's')).rejects.toMatchObject({ statusCode: 429 });
}

describe('release and reserveLimit', () => {
  it('memory: takes a hit back; holds at most `max` tries in flight', async () => {
    const counters = createMemoryCounters();
    await releaseAndReserve(counters, 'mem');
    await counters.close();
  });

  it('memory: release does nothing to a window that has ended', async () => {
    let now = 1_000_000;
    const counters = createMemoryCounters(() => now);
    await counters.hit('k', 1000);
    now += 1000;
    await counters.release('k');
    expect((await counters.hit('k', 1000)).count).toBe(1);
    await counters.close();
  });
});

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)(`Redis counters (${TEST_REDIS_URL})`, () => {
  const prefix = `kalike:test:${randomBytes(4).toString('hex')}:`;

  it('counts, expires and is shared by every API instance', async () => {
    // Two stores stand for two API instances behind one load balancer.
    const a = createRedisCounters(TEST_REDIS_URL, prefix);
    const b = createRedisCounters(TEST_REDIS_URL, prefix);
    expect((await a.hit('shared', 400)).count).toBe(1);
    expect((await b.hit('shared', 400)).count).toBe(2);
    const third = await a.hit('shared', 400);
    expect(third.count).toBe(3);
    expect(third.resetAt).toBeGreaterThan(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await b.hit('shared', 400)).count).toBe(1);
    await a.close();
    await b.close();
  });

  it('holds the limit under parallel hits', async () => {
    const counters = createRedisCounters(TEST_REDIS_URL, prefix);
    const limit = { name: 'burst', max: 5, windowMs: 60_000, message: 'no' };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => enforceLimit(counters, limit, 'phone')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    await counters.close();
  });

  it('peek reads the shared window without counting a hit', async () => {
    const a = createRedisCounters(TEST_REDIS_URL, prefix);
    const b = createRedisCounters(TEST_REDIS_URL, prefix);
    expect(await a.peek('peeked')).toBeNull();
    await a.hit('peeked', 60_000);
    await a.hit('peeked', 60_000);
    for (let i = 0; i < 3; i += 1) {
      const window = await b.peek('peeked');
      expect(window?.count).toBe(2);
      expect(window?.resetAt).toBeGreaterThan(Date.now() + 50_000);
    }
    await a.close();
    await b.close();
  });

  it('holds a shared limit under parallel attempts on 40 subjects from two instances', async () => {
    const instances = [0, 1].map(() => createRedisCounters(TEST_REDIS_URL, prefix));
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        attempt(instances[i % 2] as CounterStore, 'school-redis', `phone-redis-${i}`),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    await Promise.all(instances.map((counters) => counters.close()));
  });

  it('release and reserveLimit hold across instances too, atomically', async () => {
    const counters = createRedisCounters(TEST_REDIS_URL, prefix);
    await releaseAndReserve(counters, 'redis');
    await counters.close();
  });
});

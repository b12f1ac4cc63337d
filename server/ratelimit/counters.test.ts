import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis.ts';
import { createMemoryCounters, createRedisCounters } from './counters.ts';
import { enforceLimit } from './limit.ts';

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
});

import { Redis } from 'ioredis';

/**
 * Counters for rate limits and throttles, in fixed windows that start at a key's first hit.
 * With several API instances they must be shared, so they live in Redis when REDIS_URL is
 * set (ARCHITECTURE.md, "Shared state"), and in this process's memory otherwise.
 */
export interface CounterStore {
  /** Adds one to `key` and says how many hits the window holds now and when it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The window of `key` as it stands, without counting a hit; null when there is none. */
  peek(key: string): Promise<{ count: number; resetAt: number } | null>;
  /**
   * Takes back one hit of `key`'s current window (never below zero, never past its end): for a
   * try counted before its outcome was known that turned out not to count (limit.ts, reserveLimit).
   */
  release(key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounters(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  // Drop ended windows now and then, so that one-off keys (addresses, phones) do not pile up.
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetAt: w.resetAt };
    },
    async peek(key) {
      const w = windows.get(key);
      return w && w.resetAt > now() ? { count: w.count, resetAt: w.resetAt } : null;
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
    },
    async ping() {},
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

// INCR and the expiry in one step, so that a crash between them cannot leave a key forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

// Only a key that still exists: DECR on an expired one would create it at -1 with no expiry.
const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

export function createRedisCounters(url: string, prefix = 'kalike:rl:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count === null || ttl < 0 ? null : { count: Number(count), resetAt: Date.now() + ttl };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}

export function createCounterStore(redisUrl: string | undefined): CounterStore {
  return redisUrl ? createRedisCounters(redisUrl) : createMemoryCounters();
}

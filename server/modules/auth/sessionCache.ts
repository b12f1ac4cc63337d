import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Child } from './child.ts';

/**
 * The guard's session look-up, remembered (issue 31, ADR 029): the child of an open session is
 * kept in this process, and what ends or changes sessions is told to every instance, so that a
 * logout, a reused refresh token, a removed child or a deleted account still ends access at once
 * without a query per request.
 *
 * - One instance (no REDIS_URL): forgetting is in this process, at once.
 * - Several (REDIS_URL): forgetting is published on a Redis channel every instance listens to.
 *   An instance trusts what it remembers only while its subscription works: the connection is
 *   up and its own heartbeat, published every second, came back through Redis within the last
 *   3 s. Otherwise it forgets everything and asks the database on every request, as before, so a
 *   stopped Redis costs speed, never a revocation.
 * - A look-up that ran while anything was forgotten is not remembered (it may have read the
 *   session before the change committed), and nothing is remembered longer than `maxAgeMs`: the
 *   bound if an instance's message is lost while the others still hear Redis.
 */
export interface SessionCache {
  /** The child of an open session (the guard's question), from memory when it can be trusted. */
  child(parentId: string, childId: string, sessionId: string): Promise<Child | undefined>;
  /** The same answer when memory holds it and can be trusted, without a wait; else undefined (ask `child`). */
  known(parentId: string, childId: string, sessionId: string): Child | undefined;
  /** After a parent's sessions, children or account changed (committed): every instance forgets them. */
  forgetParent(parentId: string): Promise<void>;
  /** After a session ended (committed): every instance forgets it. */
  forgetSession(sessionId: string): Promise<void>;
  /** After rows changed behind the API's back (a script, a test): every instance forgets everything. */
  forgetAll(): Promise<void>;
  /**
   * After a write changed what a family's children read (committed): every instance hears it
   * (`onChange`), sessions stay (issue 31 point 1, ADR 031: the answers remembered per child).
   * `'*'`: every family.
   */
  readsChanged(parentId: string): Promise<void>;
  /** 'memory' (one instance), 'shared' (Redis heard), 'query' (Redis not heard: no cache). */
  mode(): 'memory' | 'shared' | 'query';
  close(): Promise<void>;
}

export const SESSION_CHANNEL = 'kalike:sessions';
const HEARTBEAT_MS = 1_000;
/** Without its own heartbeat back for this long, an instance stops trusting its cache. */
const HEARD_WITHIN_MS = 3_000;
/** How long a publish may hold up the request that ended a session before it answers anyway. */
const PUBLISH_TIMEOUT_MS = 250;
const MAX_ENTRIES = 10_000;

interface Entry {
  child: Child;
  parentId: string;
  sessionId: string;
  at: number;
}

interface Log {
  warn(object: object, message: string): void;
}

export function createSessionCache(options: {
  lookup: (parentId: string, childId: string, sessionId: string) => Promise<Child | undefined>;
  redisUrl?: string | undefined;
  log?: Log;
  maxAgeMs?: number;
  now?: () => number;
  /**
   * Told every change this instance applies, its own and those heard through Redis: `p:<parent>`
   * and `r:<parent>` (that family's reads changed), `*` (everything, also when Redis stops being
   * heard, since messages may have been missed). The answers remembered per child listen here.
   */
  onChange?: (message: string) => void;
}): SessionCache {
  const { lookup, redisUrl, log, maxAgeMs = 30_000, now = Date.now, onChange } = options;
  const entries = new Map<string, Entry>();
  /** Counts every forgetting: a look-up that saw it change is not remembered. */
  let epoch = 0;
  const forgetWhere = (drop: (entry: Entry) => boolean) => {
    epoch += 1;
    for (const [key, entry] of entries) if (drop(entry)) entries.delete(key);
  };
  const forgetAll = () => {
    epoch += 1;
    entries.clear();
    onChange?.('*');
  };
  const apply = (message: string) => {
    const id = message.slice(2);
    if (message.startsWith('p:')) {
      forgetWhere((entry) => entry.parentId === id);
      onChange?.(message);
    } else if (message.startsWith('s:')) forgetWhere((entry) => entry.sessionId === id);
    else if (message.startsWith('r:')) onChange?.(message);
    else if (message === '*') forgetAll();
  };

  const shared = redisUrl ? sharedChannel(redisUrl, apply, forgetAll, now, log) : undefined;
  const trusted = () => !shared || shared.heard();

  const publish = async (message: string) => {
    apply(message);
    await shared?.publish(message);
  };

  return {
    known(parentId, childId, sessionId) {
      if (!trusted()) return undefined;
      const known = entries.get(`${sessionId} ${childId} ${parentId}`);
      return known && now() - known.at < maxAgeMs ? known.child : undefined;
    },
    async child(parentId, childId, sessionId) {
      if (!trusted()) {
        if (entries.size) forgetAll();
        return lookup(parentId, childId, sessionId);
      }
      const key = `${sessionId} ${childId} ${parentId}`;
      const known = entries.get(key);
      if (known && now() - known.at < maxAgeMs) return known.child;
      const startedAt = epoch;
      const child = await lookup(parentId, childId, sessionId);
      entries.delete(key);
      if (child && epoch === startedAt && trusted()) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { child, parentId, sessionId, at: now() });
      }
      return child;
    },
    forgetParent: (parentId) => publish(`p:${parentId}`),
    forgetSession: (sessionId) => publish(`s:${sessionId}`),
    forgetAll: () => publish('*'),
    readsChanged: (parentId) => publish(`r:${parentId}`),
    mode: () => (!shared ? 'memory' : shared.heard() ? 'shared' : 'query'),
    async close() {
      entries.clear();
      await shared?.close();
    },
  };
}

/**
 * The Redis side: one connection listening on the channel, one publishing (with no offline
 * queue, so a publish to a stopped Redis fails at once instead of holding the request).
 */
function sharedChannel(
  url: string,
  apply: (message: string) => void,
  forgetAll: () => void,
  now: () => number,
  log: Log | undefined,
) {
  const instance = randomUUID();
  const retryStrategy = (times: number) => Math.min(times * 200, 2_000);
  const listener = new Redis(url, { maxRetriesPerRequest: null, retryStrategy });
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy });
  let heardAt = 0;
  let warned = false;
  for (const connection of [listener, publisher])
    connection.on('error', (error: Error) => {
      if (warned) return;
      warned = true;
      log?.warn({ err: error.message }, 'session cache: Redis not reachable, sessions are looked up');
    });
  // A dropped subscription may have missed messages: forget everything until heard again.
  listener.on('close', () => {
    heardAt = 0;
    forgetAll();
  });
  listener.on('message', (_channel: string, message: string) => {
    if (message === `h:${instance}`) {
      if (now() - heardAt >= HEARD_WITHIN_MS) forgetAll();
      heardAt = now();
      warned = false;
      return;
    }
    apply(message);
  });
  listener.subscribe(SESSION_CHANNEL).catch(() => {});
  const beat = () => {
    if (publisher.status === 'ready') publisher.publish(SESSION_CHANNEL, `h:${instance}`).catch(() => {});
  };
  publisher.on('ready', beat);
  listener.on('ready', beat);
  const heartbeat = setInterval(beat, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    heard: () => listener.status === 'ready' && now() - heardAt < HEARD_WITHIN_MS,
    async publish(message: string) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          publisher.publish(SESSION_CHANNEL, message),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('publish timed out')), PUBLISH_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        // The others stop trusting their caches once they do not hear Redis either.
        log?.warn({ err: (error as Error).message, message }, 'session cache: could not publish');
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      clearInterval(heartbeat);
      listener.disconnect();
      publisher.disconnect();
    },
  };
}

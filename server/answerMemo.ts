import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { addVary, chooseEncoding, compressAnswer, isCompressible } from './compression.ts';
import { INDIA_OFFSET_MINUTES } from './db/dialect.ts';
import { noneMatchNames, tagAnswer } from './etag.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write outside any session that may change every child's reads (the payment webhook
     * opens a plan): every family's remembered answers are forgotten after it (answerMemo.ts).
     */
    changesReads?: 'everyone';
  }
}

/**
 * Signed-in reads answered from memory (issue 31 point 1, ADR 031). A child's read with an ETag
 * (the learning screens, the profile, the play settings, the check-in, the stories) is the same
 * bytes until something the child's family did changes it, the content is reloaded, the India
 * day turns, or it grows old. So each answer is kept per child and address, as the bytes that
 * left (its JSON, and gzipped as most phones take it) with its tag, and the next request of the
 * same child for the same address is answered from it before any query: a `304` when its
 * `If-None-Match` names the tag, else the kept bytes.
 *
 * What makes a kept answer old, on every instance:
 * - **the family's reads version**: every write of a session (any non-GET request of a signed-in
 *   child: completion, sync, unlock, check-in, settings, profile, a child added or removed,
 *   payments, …) moves its family's version before it answers, here in one hook, and tells the
 *   other instances on the sessions' Redis channel (`r:<parent>`, sessionCache.ts); so do what
 *   ends sessions (`p:<parent>`), a write outside sessions that may change anyone's reads
 *   (`changesReads`, the payment webhook: everyone), and rows changed behind the API's back
 *   (`forgetAll`). A read that ran while its family's version moved is not kept.
 * - **the content version**: the curriculum tree in memory (ADR 011), compared by identity; an
 *   import makes a new tree on every instance within its recheck interval.
 * - **the India day** (the check-in's day, a practice round's items of today) and an age limit
 *   (`seconds`, 30 by default), the bound on what no message tells: a plan that runs out, a
 *   clip made again, a message lost while this instance still hears Redis.
 *
 * An instance keeps and uses answers only while its sessions' cache trusts Redis (or runs alone,
 * with no Redis): not hearing Redis, it answers every read from the database as before. Tags are
 * the hash of the bytes (etag.ts), as before: every instance gives the same answer the same tag.
 */
export interface AnswerMemo {
  /** A change heard on the sessions' channel: `r:<parent>`/`p:<parent>` one family, `*` every one. */
  heard(message: string): void;
  /** Joins the sessions' channel once the sessions' cache exists (auth.context.ts). */
  connect(channel: { trusted(): boolean; readsChanged(parentId: string): Promise<void> }): void;
  /** Kept answers (tests). */
  size(): number;
}

interface Entry {
  parentId: string;
  /** The version (epoch) when its request began: older than its family's, it is old. */
  start: number;
  until: number;
  content: unknown;
  tag: string;
  contentType: string;
  cacheControl: string;
  compressible: boolean;
  raw: Buffer;
  gzip?: Buffer;
}

interface Pending {
  key: string;
  parentId: string;
  start: number;
  at: number;
  content: unknown;
  entry?: Entry;
}

const DAY_MS = 86_400_000;
/** India is UTC+05:30 all year: its days turn at 18:30 UTC. */
const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
const nextIndiaMidnight = (now: number) =>
  Math.floor((now + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - INDIA_OFFSET_MS;
const MAX_ENTRIES = 20_000;
/** Families whose version is held before they are all forgotten at once. */
const MAX_FAMILIES = 100_000;

/**
 * Registers the memo, the ETags (etag.ts) and compression (compression.ts), in the order they
 * need: the memo's look-up before any handler, then the tag of the JSON, the JSON kept, the
 * compression, the gzip kept.
 */
export function registerAnswers(
  app: FastifyInstance,
  options: {
    /** How long an answer is kept at most; 0: none is (tests, unless they test this). */
    seconds: number;
    /**
     * The content version: the curriculum tree in memory, compared by identity; at once when
     * it is known to be current (a promise only when it must be checked).
     */
    contentVersion: () => unknown;
    /** The bytes kept at most, raw and gzipped together. */
    maxBytes?: number;
    now?: () => number;
  },
): AnswerMemo {
  const { seconds, contentVersion, maxBytes = 64 * 1024 * 1024, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let epoch = 0;
  /** The version of everything (`*`) and of each family: an entry older than either is old. */
  let everyone = 0;
  const families = new Map<string, number>();
  const pending = new WeakMap<FastifyRequest, Pending>();
  let channel: { trusted(): boolean; readsChanged(parentId: string): Promise<void> } | undefined;
  const trusted = () => seconds > 0 && (!channel || channel.trusted());

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.raw.length + (entry.gzip?.length ?? 0);
  };
  const clear = () => {
    entries.clear();
    families.clear();
    bytes = 0;
  };
  const bump = (parentId: string) => {
    epoch += 1;
    if (parentId === '*' || families.size >= MAX_FAMILIES) {
      everyone = epoch;
      clear();
    } else families.set(parentId, epoch);
  };
  const isCurrent = (start: number, parentId: string) =>
    start >= everyone && start >= (families.get(parentId) ?? 0);
  const changed = async (parentId: string) => {
    if (channel) await channel.readsChanged(parentId);
    else bump(parentId);
  };
  const keep = (key: string, entry: Entry) => {
    const old = entries.get(key);
    if (old) drop(key, old);
    entries.set(key, entry);
    bytes += entry.raw.length;
    for (const [oldest, value] of entries) {
      if (entries.size <= MAX_ENTRIES && bytes <= maxBytes) break;
      drop(oldest, value);
    }
  };

  /**
   * Answers `request` from memory when an entry is current: true when it sent the answer. Else
   * notes what was asked, to keep the answer the handler makes (the tag hook below).
   */
  const answerKept = (request: FastifyRequest, reply: FastifyReply, content: unknown, at: number) => {
    const key = `${request.child.id} ${request.url}`;
    const entry = entries.get(key);
    if (!entry || !isCurrent(entry.start, entry.parentId) || entry.content !== content || at >= entry.until) {
      if (entry) drop(key, entry);
      pending.set(request, { key, parentId: request.child.parentId, start: epoch, at, content });
      return false;
    }
    // Not moved to the end as used: every entry ends within `seconds`, so the first in is
    // nearly the first to end anyway, and a read from memory does no more work than it must.
    reply.header('etag', entry.tag);
    reply.header('cache-control', entry.cacheControl);
    if (entry.compressible) addVary(reply);
    if (noneMatchNames(request.headers['if-none-match'], entry.tag)) {
      reply.code(304).send();
      return true;
    }
    reply.header('content-type', entry.contentType);
    if (entry.compressible && chooseEncoding(request.headers['accept-encoding']) === 'gzip') {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.raw);
        bytes += entry.gzip.length;
      }
      reply.header('content-encoding', 'gzip');
      reply.send(entry.gzip);
      return true;
    }
    // No encoding, or brotli alone: compression.ts compresses it as it would.
    reply.send(entry.raw);
    return true;
  };

  /**
   * What a signed-in read asks, looked up right after the guard and before anything else: the
   * checks of its input, the handler, its queries, serialising, hashing and compressing (an
   * answer kept was made for this very address, so it passed them). Added to each signed-in
   * read's own hooks when it is registered, after the guard (auth's guard.ts puts itself first),
   * so no other route runs it. A callback hook (issue 31): an answer from memory is sent without
   * a wait, and `done` is not called then.
   */
  const lookUp: onRequestHookHandler = (request, reply, done) => {
    if (!trusted()) return done();
    const at = now();
    const content = contentVersion();
    if (!(content instanceof Promise)) {
      if (!answerKept(request, reply, content, at)) done();
      return;
    }
    content.then((current) => {
      if (!answerKept(request, reply, current, at)) done();
    }, done);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.etag || route.config.auth !== 'session') return;
    if (![route.method].flat().includes('GET')) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), lookUp];
  });

  // The answer's JSON and tag (etag.ts tells them before it decides on a 304), kept if nothing
  // of the family changed while it was made.
  const keepTagged = (request: FastifyRequest, reply: FastifyReply, raw: Buffer, tag: string) => {
    const asked = pending.get(request);
    if (!asked || !trusted() || !isCurrent(asked.start, asked.parentId)) return;
    const contentType = String(reply.getHeader('content-type') ?? '');
    asked.entry = {
      parentId: asked.parentId,
      start: asked.start,
      until: Math.min(asked.at + seconds * 1000, nextIndiaMidnight(asked.at)),
      content: asked.content,
      tag,
      contentType,
      cacheControl: String(reply.getHeader('cache-control') ?? ''),
      compressible: isCompressible(contentType, raw.length),
      raw,
    };
    keep(asked.key, asked.entry);
  };
  // Then its gzip, if that is what left.
  const keepGzip = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const asked = pending.get(request);
    pending.delete(request);
    const entry = asked?.entry;
    if (!entry || entries.get(asked.key) !== entry || entry.gzip || !Buffer.isBuffer(payload)) return;
    if (reply.getHeader('content-encoding') !== 'gzip') return;
    entry.gzip = payload;
    bytes += payload.length;
  };
  // Every write of a signed-in child moves the family's version before it answers (so the next
  // read, here or on another instance once told, is made again), whatever it answered: a write
  // that failed after committing part of its work is covered too.
  const familyChanged = (request: FastifyRequest) => {
    if (seconds === 0 || request.method === 'GET' || request.method === 'HEAD') return undefined;
    const { config } = request.routeOptions;
    if (config?.auth === 'session' && request.child) return request.child.parentId;
    return config?.changesReads === 'everyone' ? '*' : undefined;
  };

  // Every answer's way out, one step after another in the order they need: the tag of the JSON
  // (etag.ts), the JSON kept, compression (compression.ts), the gzip kept, the family's version
  // moved after a write. One callback hook (issue 31): each hook on the path costs every
  // answer, an async one more; this one waits only to compress over 64 KB or to tell Redis.
  app.addHook('onSend', (request, reply, payload, done) => {
    const send = (out: unknown) => {
      keepGzip(request, reply, out);
      const family = familyChanged(request);
      if (family === undefined) return done(null, out);
      changed(family).then(() => done(null, out), done);
    };
    const compressed = compressAnswer(request, reply, tagAnswer(request, reply, payload, keepTagged));
    if (compressed instanceof Promise) compressed.then(send, done);
    else send(compressed);
  });

  return {
    heard(message) {
      if (message === '*') bump('*');
      else if (message.startsWith('r:') || message.startsWith('p:')) bump(message.slice(2));
    },
    connect(given) {
      channel = given;
    },
    size: () => entries.size,
  };
}

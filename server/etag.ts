import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, isCompressible } from './compression.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint's `etag` (domain/contract/endpoint.ts): ETags and 304s, below. */
    etag?: boolean;
  }
}

/**
 * The strong entity tag of an answer: a hash of its exact JSON, before compression. The same
 * body has the same tag whatever the encoding it travels in (gzip, brotli or none), so a tag the
 * browser kept from a compressed answer still matches; none of these answers is fetched by
 * range, which is what a per-encoding tag would protect. The tag is of the bytes alone: two
 * children whose answers are the same bytes share it, and a 304 then tells a browser to show
 * what it already holds, which is exactly this answer.
 */
export function entityTag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an `If-None-Match` header names `tag`: weak comparison (RFC 9110 §13.1.2), `*` for any. */
export function noneMatchNames(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const given = item.trim();
    return given === '*' || given.replace(/^W\//, '') === tag;
  });
}

/**
 * ETags and 304 Not Modified for the endpoints declared with `etag` (the learning screens'
 * reads, the profile, the play settings): a step of the answers' one onSend hook
 * (answerMemo.ts), before compression, so the body is hashed where it is already serialised.
 * A signed-in answer is `private, no-cache`: the browser keeps it and asks each time with its
 * tag, and an unchanged answer costs a 304 with no body. A route that sets its own
 * Cache-Control (the public subjects) keeps it. Answers that change by themselves change their
 * tag with them: the activities answer's signed media links change every hour, so does its tag.
 * Returns the payload to send on: the answer's bytes, or null for a 304.
 */
export function tagAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  /** Told each tagged answer before its 304 is decided (answerMemo.ts keeps it). */
  tagged: (request: FastifyRequest, reply: FastifyReply, body: Buffer, tag: string) => void,
): unknown {
  // An answer from memory (answerMemo.ts) comes with its tag.
  if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const { config } = request.routeOptions;
  if (!config?.etag) return payload;
  // Turned into bytes once, here, for the hash, the kept answer and compression alike (each
  // turned the JSON into bytes on its own: `writeUtf8String` was 15 % of a read, 2026-12-03).
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const tag = entityTag(body);
  reply.header('etag', tag);
  if (!reply.hasHeader('cache-control'))
    reply.header('cache-control', config.auth === 'session' ? 'private, no-cache' : 'no-cache');
  tagged(request, reply, body, tag);
  if (!noneMatchNames(request.headers['if-none-match'], tag)) return body;
  // A 304 carries the headers its 200 would have (RFC 9110 §15.4.5): Vary too, when the 200
  // would have been compressed.
  if (isCompressible(reply.getHeader('content-type'), body.length)) addVary(reply);
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return null;
}

import { createReadStream, type ReadStream, statSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import { AppError } from '../../errors.ts';

export interface ClipAnswer {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  body?: ReadStream;
}

/**
 * The answer to a GET of a clip: the whole file, or the one byte range a `Range` header asks
 * for (206; 416 when it lies past the end), or 304 when the browser's copy is this one. A clip's
 * name is a hash of what it says, so it never changes under its name: shared caches may keep it a
 * year and the browser need not ask again (`immutable`).
 */
export function clipAnswer(
  file: string,
  id: string,
  request: { range?: string | undefined; ifNoneMatch?: string | undefined; ifRange?: string | undefined },
): ClipAnswer | undefined {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    // Listed but gone from the disk (a half-copied deploy): as if it were not listed.
    return undefined;
  }
  const etag = `"${id}"`;
  const headers: Record<string, string> = {
    'content-type': 'audio/ogg',
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'accept-ranges': 'bytes',
  };
  if (request.ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return { status: 304, headers };
  const range = request.ifRange && request.ifRange !== etag ? undefined : request.range;
  // One range only; several in one request are answered with the whole file, as RFC 9110 allows.
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (match && (match[1] || match[2])) {
    const [start, end] = match[1]
      ? [Number(match[1]), match[2] ? Math.min(Number(match[2]), size - 1) : size - 1]
      : [Math.max(0, size - Number(match[2])), size - 1];
    if (start >= size || start > end)
      return { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } };
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': String(end - start + 1),
      },
      body: createReadStream(file, { start, end }),
    };
  }
  return {
    status: 200,
    headers: { ...headers, 'content-length': String(size) },
    body: createReadStream(file),
  };
}

/**
 * Answers a request with a clip file (its id names it: ETag, 304, ranges), or 404 in the one error
 * format when there is none: the read-aloud clips and the stories' clips alike.
 */
export function replyWithClip(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string | undefined,
  id: string | undefined,
) {
  const answer =
    id && file
      ? clipAnswer(file, id, {
          range: request.headers.range,
          ifNoneMatch: request.headers['if-none-match'],
          ifRange: String(request.headers['if-range'] ?? '') || undefined,
        })
      : undefined;
  if (!answer) throw new AppError(404, ERROR_CODES.notFound, 'No such clip.');
  reply.code(answer.status).headers(answer.headers);
  return answer.body ? reply.send(answer.body) : reply.send();
}

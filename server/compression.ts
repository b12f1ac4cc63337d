import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compressing saves less than the headers it costs. */
const MIN_BYTES = 1024;
/** Up to this, compressing on the spot (≈0.1 ms) is cheaper than a trip to the thread pool. */
const SYNC_MAX_BYTES = 64 * 1024;
const COMPRESSIBLE = /^(application\/(json|xml|javascript)|text\/)/;

type Encoding = 'br' | 'gzip';

/** Accept-Encoding headers already read, and what each chose (at most 256, then forgotten). */
const chosen = new Map<string, Encoding | undefined>();

/**
 * What to compress with: gzip when the browser takes it (every browser does), brotli only when
 * it takes nothing else; `;q=0` is honoured. On the API's answers of a few KB, brotli saved
 * about 10 % more bytes than gzip but cost the server a third of its throughput, measured with
 * `npm run bench` (the site's files, compressed once at build, use brotli at its best).
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  // Browsers send a handful of distinct headers: each is read once (2.3 % of a read answered
  // from memory was reading it again, 2026-12-03).
  if (chosen.has(header)) return chosen.get(header);
  const encoding = readAcceptEncoding(header);
  if (chosen.size >= 256) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}

function readAcceptEncoding(header: string): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('gzip')) return 'gzip';
  if (accepted.has('br')) return 'br';
  return undefined;
}

const brotliOptions = (size: number) => ({
  // Quality 4 compresses JSON about as well as gzip -9 at a small part of the default 11's cost.
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** On the spot when small (no wait, no trip to the thread pool), else in the pool. */
function compress(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (body.length <= SYNC_MAX_BYTES) {
    return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body);
  }
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body);
}

/**
 * Whether an answer of this type and size is compressed for a client that takes gzip or brotli:
 * such an answer varies by Accept-Encoding.
 */
export function isCompressible(contentType: unknown, size: number): boolean {
  return COMPRESSIBLE.test(String(contentType ?? '')) && size >= MIN_BYTES;
}

export function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses an answer the API made in memory (JSON, HTML, text) in one call: a step of the
 * answers' one onSend hook (answerMemo.ts), after the tag. A stream-per-answer compressor cost
 * the API two thirds of its throughput on a 4 KB answer (`npm run bench`); this costs a tenth
 * of a millisecond, on the spot (a promise only for an answer over 64 KB). Files and streams
 * are left alone: the site's files come pre-compressed, and videos are not worth compressing.
 */
export function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (!isCompressible(reply.getHeader('content-type'), size)) return payload;
  addVary(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const encoded = (compressed: Buffer) => {
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  };
  const compressed = compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
  return compressed instanceof Promise ? compressed.then(encoded) : encoded(compressed);
}

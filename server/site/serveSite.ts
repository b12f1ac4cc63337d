import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shellFor } from '../../domain/appRoutes.ts';
import { notFoundBody } from '../errors.ts';
import { collectInlineScriptHashes, siteCsp } from '../security/policy.ts';

/** Paths the API owns: an unknown one is a JSON 404, never a page. */
export function isApiPath(url: string): boolean {
  return /^\/(v1|v2)(\/|$|\?)/.test(url) || url.startsWith('/healthz') || url.startsWith('/openapi.json');
}

function listFiles(dir: string, root = dir, out = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, root, out);
    else if (!/\.(br|gz)$/.test(entry.name)) out.add(`/${relative(root, path).split(sep).join('/')}`);
  }
  return out;
}

/** Hashed build output never changes under its name: cache it for a year. Pages revalidate. */
function cacheControl(file: string): string {
  if (file.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  // A new service worker must be seen on the next visit, not a day later (issue 17).
  if (file.endsWith('.html') || file === '/sw.js') return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Serves the built site (`dist/`) on the API's origin, as a static host would: `/contactUs`
 * is `contactUs.html`, `/kn/` is `kn/index.html`; pre-compressed `.br`/`.gz` files are sent
 * when the browser takes them; unknown pages get the 404 page of their language.
 */
export async function serveSite(app: FastifyInstance, siteDir: string, options: { razorpay?: boolean } = {}) {
  const root = resolve(siteDir);
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ siteDir: root }, 'no built site found: serving the API only (run `npm run build`)');
    return false;
  }
  const files = listFiles(root);
  // Files the server reads for itself or that only static hosts use are not served.
  for (const hidden of ['/_headers', '/_redirects', '/.build-stamp']) files.delete(hidden);
  const csp = siteCsp({ scriptHashes: collectInlineScriptHashes(root), razorpay: options.razorpay });

  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

  const resolveFile = (pathname: string): string | undefined => {
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`, `${pathname.slice(0, -1)}.html`]
      : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    const found = candidates.find((candidate) => files.has(candidate));
    if (found) return found;
    // Seed routes with a parameter (/{subject}/units) are served by their app-shell page.
    const shell = shellFor(pathname);
    return shell && files.has(`${shell}.html`) ? `${shell}.html` : undefined;
  };

  const sendFile = (reply: FastifyReply, file: string, status = 200) => {
    reply.code(status).header('cache-control', cacheControl(file));
    // The service worker's own policy is its script's: it fetches the site's files (issue 17).
    if (file.endsWith('.html') || file === '/sw.js') reply.header('content-security-policy', csp);
    return reply.sendFile(file.slice(1));
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(notFoundBody(request.url));
    }
    const page = request.url.startsWith('/kn') && files.has('/kn/404.html') ? '/kn/404.html' : '/404.html';
    return sendFile(reply, page, 404);
  };

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://site').pathname);
    } catch {
      return notFound(request, reply);
    }
    const file = pathname.includes('\0') ? undefined : resolveFile(pathname);
    return file ? sendFile(reply, file) : notFound(request, reply);
  });
  app.setNotFoundHandler(notFound);
  return true;
}

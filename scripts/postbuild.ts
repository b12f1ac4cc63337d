/**
 * After `astro build`: make the output ready for any static host and for the bundled server.
 * 1. `/kn/` works everywhere: the Kannada home is also written as `kn/index.html`.
 * 2. `_headers` (Netlify, Cloudflare Pages format) carries the security headers, with a CSP
 *    that allows exactly the inline scripts of this build, and long caching for hashed assets.
 * 3. Text files are pre-compressed (.br, .gz) so that no server compresses them per request.
 * 4. The API reference page, `api/index.html` (scripts/apiReference.ts), first: its inline
 *    scripts need their hashes in the CSP too.
 * 5. The service worker, `sw.js` (scripts/serviceWorker.ts), before the compression: it is
 *    compressed with the rest.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PARAM_ROUTES } from '../domain/appRoutes.ts';
import { COMMON_HEADERS, collectInlineScriptHashes, siteCsp } from '../server/security/policy.ts';
import { buildApiReference } from './apiReference.ts';
import { buildServiceWorker } from './serviceWorker.ts';

const dist = 'dist';

if (existsSync(join(dist, 'kn.html'))) {
  mkdirSync(join(dist, 'kn'), { recursive: true });
  copyFileSync(join(dist, 'kn.html'), join(dist, 'kn', 'index.html'));
}

await buildApiReference(dist);

const apiOrigin = process.env.PUBLIC_API_URL ? [new URL(process.env.PUBLIC_API_URL).origin] : [];
// Static hosts: Razorpay Checkout is allowed only when the build is told Razorpay is in use.
const csp = siteCsp({
  scriptHashes: collectInlineScriptHashes(dist),
  connectOrigins: apiOrigin,
  razorpay: process.env.PAYMENT_PROVIDER === 'razorpay',
});
const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
writeFileSync(
  join(dist, '_headers'),
  [
    '/*',
    ...headerLines({ ...COMMON_HEADERS, 'content-security-policy': csp }),
    '/_astro/*',
    '  cache-control: public, max-age=31536000, immutable',
    // A new worker must be seen on the next visit, not a day later.
    '/sw.js',
    '  cache-control: no-cache',
    '',
  ].join('\n'),
);

// Static hosts (Netlify, Cloudflare Pages) serve the seed routes with a parameter from their
// app-shell page, as the bundled server does (domain/appRoutes.ts).
writeFileSync(
  join(dist, '_redirects'),
  `${PARAM_ROUTES.flatMap((route) => [
    `${route.template} /${route.shell} 200`,
    `/kn${route.template} /kn/${route.shell} 200`,
  ]).join('\n')}\n`,
);

const worker = await buildServiceWorker(dist);

let compressed = 0;
const walk = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (
      /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/.test(entry.name) &&
      statSync(path).size >= 1024
    ) {
      const body = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      compressed += 1;
    }
  }
};
walk(dist);
writeFileSync(join(dist, '.build-stamp'), new Date().toISOString());
console.log(
  `postbuild: kn/index.html, api/index.html, _headers, sw.js (${worker.count} files, ${Math.round(worker.size / 1024)} KB precached), ${compressed} files pre-compressed`,
);

/**
 * The service worker (issue 17, ADR 017), made from the built site by scripts/postbuild.ts:
 *
 * 1. What is precached: the app's screens that work offline (domain/appRoutes.ts: the protected
 *    and practice screens, in English and Kannada) and every file they load, followed through
 *    the HTML (scripts, styles, islands' `component-url`s, icons, the font) and through the
 *    scripts' own imports. The public site's pages are not: a parent reading about Kalike on
 *    mobile data pays for nothing they did not open.
 * 2. esbuild bundles src/offline/sw.ts with Workbox's modules; Workbox's `injectManifest`
 *    writes the list, with a content hash for each file whose name has none, into `dist/sw.js`.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { OFFLINE_ROUTE, PRACTICE_ROUTES, PROTECTED_ROUTES } from '../domain/appRoutes.ts';

/** The pages a signed-in child can open with no signal, and the one that says a page is not kept. */
// Plans and the data page need the network whatever happens: not worth a parent's megabytes.
// So does "Practise what I missed": its round is what the server finds due now (issue 19).
// The reading corner's pages are not precached either: every signed-in phone would pay for them.
// The worker keeps them when they are opened or a story is downloaded (sw.ts; issue 30).
const ONLINE_ONLY: readonly string[] = [
  '/paymentPlans',
  '/my-data',
  // A child's recordings are the parent's to hear: online, behind the gate (issue 30).
  '/recordings',
  '/practise-missed',
  '/stories',
  '/story',
];
export const OFFLINE_PAGES = [
  ...PROTECTED_ROUTES.filter((route) => !ONLINE_ONLY.includes(route)),
  ...PRACTICE_ROUTES,
  OFFLINE_ROUTE,
].flatMap((route) => [`${route.slice(1)}.html`, `kn${route}.html`]);

// Root-relative references to files of the site in HTML, CSS and scripts (`/_astro/x.js`,
// `/images/…`, in quotes, backticks or `url()`).
const SITE_FILE = /["'`(]\/((?:_astro|images|fonts|icons)\/[\w./-]+\.(?:js|css|svg|png|webp|woff2))["'`)]/g;
// A script's imports of its sibling chunks, as Vite writes them (`"./chunk.js"`).
const SIBLING_CHUNK = /["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g;

/** Every file the offline pages need, as paths relative to `dist`. */
export function precacheFiles(dist: string): string[] {
  const files = new Set<string>([
    'manifest.webmanifest',
    'kn/manifest.webmanifest',
    'favicon.svg',
    'icons/icon-192.png',
  ]);
  // The subjects' pictures are named by the API's answers, not by the pages: all of them. The
  // activities' pictures are not precached (ADR 026's move): a unit's download brings its own,
  // and the worker keeps each one shown (sw.ts), so a class-5 phone does not carry class 1's.
  const svgs = (folder: string) =>
    existsSync(join(dist, folder))
      ? readdirSync(join(dist, folder))
          .filter((name) => name.endsWith('.svg'))
          .map((name) => `${folder}/${name}`)
      : [];
  const queue = [...OFFLINE_PAGES, ...svgs('images/subjects')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file) && !OFFLINE_PAGES.includes(file)) continue;
    const path = join(dist, file);
    if (!existsSync(path)) throw new Error(`service worker: ${file} is not in ${dist}`);
    files.add(file);
    if (!/\.(html|css|js)$/.test(file)) continue;
    const text = readFileSync(path, 'utf8');
    for (const [, found] of text.matchAll(SITE_FILE)) if (found && !files.has(found)) queue.push(found);
    if (file.startsWith('_astro/'))
      for (const [, sibling] of text.matchAll(SIBLING_CHUNK)) {
        const chunk = `_astro/${sibling}`;
        if (sibling && !files.has(chunk)) queue.push(chunk);
      }
  }
  return [...files].sort();
}

export async function buildServiceWorker(dist: string) {
  const source = join(dist, '.sw-source.js');
  await build({
    entryPoints: ['src/offline/sw.ts'],
    outfile: source,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    // Workbox logs in development builds only.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const files = precacheFiles(dist);
  const { count, size, warnings } = await injectManifest({
    swSrc: source,
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: files,
    // Hashed names need no revision of their own.
    dontCacheBustURLsMatching: /^_astro\//,
    maximumFileSizeToCacheInBytes: 512 * 1024,
  });
  rmSync(source);
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}

// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { isAppRoute } from './domain/appRoutes.ts';

// The API the dev server forwards /v1, /v2 and /healthz to (`npm run dev` starts it).
const devApi = `http://127.0.0.1:${process.env.API_PORT ?? 4322}`;

/**
 * The modules every page with the navbar loads already (the HTTP client and its session, the
 * offline queue, the stores): one chunk instead of twenty small ones, so a phone makes fewer
 * requests and gzip sees them together (issue 27's budget; docs/quality.md, "Page budgets").
 */
const CORE = new RegExp(
  [
    '/node_modules/(idb|nanostores|@nanostores/persistent)/',
    '/src/client/(http|auth|parentProof|storageKeys|wallet)\\.ts$',
    '/domain/contract/routes\\.ts$',
    '/src/stores/(session|learning|profile|device)\\.ts$',
    '/domain/i18n/translate\\.ts$',
    '/src/offline/(index|offlineDb)\\.ts$',
    '/src/lib/avatar\\.ts$',
    '/domain/rules/calendarDay\\.ts$',
  ].join('|'),
);

/**
 * The parent area's calls (the gate, the account, the family, the plans): four small client
 * modules the parent's screens load together, one chunk instead of four (each small file costs
 * its own request and its own gzip header: /user-profile was over its 130 KB bar by 54 bytes).
 */
const PARENT_CALLS = /\/src\/client\/(parent|account|family|plans)\.ts$/;

/**
 * The screens' data loading (ADR 030): @nanostores/query, one chunk. Only the library: a group
 * takes what its modules import with them, and with the parent area's stores in it, it took the
 * client and the toasts too, so the player's page loaded it (over its 130 KB).
 */
const QUERIES = /\/node_modules\/(@nanostores\/query|nanoevents)\//;

export default defineConfig({
  // The public address, for the sitemap, canonical and hreflang links and social cards. A
  // production build requires PUBLIC_SITE_URL (scripts/siteConfigCheck.ts); elsewhere the
  // address `npm start` and the browser tests serve on.
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  output: 'static',
  // Spec routes have no trailing slash (/contactUs, /privacy-policy): build `contactUs.html`.
  build: { format: 'file' },
  trailingSlash: 'ignore',
  i18n: {
    locales: ['en', 'kn'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    sitemap({
      i18n: { defaultLocale: 'en', locales: { en: 'en-IN', kn: 'kn-IN' } },
      // App screens (sign-up, login, dashboard…) are not content for search engines.
      filter: (page) => !isAppRoute(new URL(page).pathname),
      // The Kannada home is /kn/ (with its slash), as in the pages' canonical links.
      serialize(item) {
        const slash = (/** @type {string} */ url) => url.replace(/\/kn$/, '/kn/');
        return {
          ...item,
          url: slash(item.url),
          links: item.links?.map((link) => ({ ...link, url: slash(link.url) })),
        };
      },
    }),
  ],
  devToolbar: { enabled: false },
  vite: {
    server: { proxy: { '/v1': devApi, '/v2': devApi, '/healthz': devApi } },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'core', test: (/** @type {string} */ id) => CORE.test(id.replaceAll('\\', '/')) },
              { name: 'queries', test: (/** @type {string} */ id) => QUERIES.test(id.replaceAll('\\', '/')) },
              {
                name: 'parentCalls',
                test: (/** @type {string} */ id) => PARENT_CALLS.test(id.replaceAll('\\', '/')),
              },
            ],
          },
        },
      },
    },
  },
});

// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { isAppRoute } from './src/appRoutes.ts';

// The API the dev server forwards /v1, /v2 and /healthz to (`npm run dev` starts it).
const devApi = `http://127.0.0.1:${process.env.API_PORT ?? 4322}`;

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
  },
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_PAGES, precacheFiles } from './serviceWorker.ts';

// A built site in miniature: an app screen, a public page, their scripts and pictures.
const app = `<html><head><link rel="stylesheet" href="/_astro/app.css"><script type="module" src="/_astro/page.js"></script></head>
<body><astro-island component-url="/_astro/Dashboard.js"></astro-island><img src="/images/icons/coins.svg"></body></html>`;
const files: Record<string, string> = {
  '_astro/app.css': 'body{background:url(/images/bg.png)}',
  '_astro/page.js': 'import"./shared.js";',
  '_astro/Dashboard.js':
    'import{a}from"./shared.js";const p=`/images/activity/celebrate.svg`;import("./lazy.js")',
  '_astro/shared.js': 'export const a=1',
  '_astro/lazy.js': 'export const b=2',
  '_astro/public-only.js': 'export const c=3',
  'images/icons/coins.svg': '<svg/>',
  'images/bg.png': 'png',
  'images/activity/celebrate.svg': '<svg/>',
  'images/subjects/maths.svg': '<svg/>',
  'pictures/mango.svg': '<svg/>',
  'pictures/stories/a-day-out/1.webp': 'webp',
  'images/home/hero.webp': 'webp',
  'index.html':
    '<html><script src="/_astro/public-only.js"></script><img src="/images/home/hero.webp"></html>',
  'manifest.webmanifest': '{}',
  'kn/manifest.webmanifest': '{}',
  'favicon.svg': '<svg/>',
  'icons/icon-192.png': 'png',
};

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'kalike-sw-'));
  for (const page of OFFLINE_PAGES) files[page] = app;
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), body);
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('precacheFiles: what the service worker keeps for offline use', () => {
  it('keeps the app screens in both languages, with every file they load, followed through scripts', () => {
    const kept = precacheFiles(dist);
    expect(kept).toEqual(
      expect.arrayContaining(['dashboard.html', 'kn/dashboard.html', 'activity.html', 'kn/offline.html']),
    );
    expect(kept).toEqual(
      expect.arrayContaining([
        '_astro/app.css',
        '_astro/page.js',
        '_astro/Dashboard.js',
        '_astro/shared.js',
        '_astro/lazy.js',
        'images/bg.png',
        'images/icons/coins.svg',
        'images/activity/celebrate.svg',
        'images/subjects/maths.svg',
      ]),
    );
  });
  it("leaves out the public site's pages and what only they load, and the screens that need the network", () => {
    const kept = precacheFiles(dist);
    expect(kept).not.toContain('index.html');
    expect(kept).not.toContain('_astro/public-only.js');
    expect(kept).not.toContain('images/home/hero.webp');
    expect(kept).not.toContain('paymentPlans.html');
    expect(kept).not.toContain('kn/my-data.html');
  });
  it("leaves out the activities' and stories' pictures: a unit's or story's download brings them (ADR 026)", () => {
    const kept = precacheFiles(dist);
    expect(kept.filter((file) => file.startsWith('pictures/'))).toEqual([]);
  });
  it('stops the build when a page names a file that is not there', () => {
    writeFileSync(join(dist, 'mcq.html'), '<script src="/_astro/missing.js"></script>');
    expect(() => precacheFiles(dist)).toThrow(/_astro\/missing\.js/);
    writeFileSync(join(dist, 'mcq.html'), app);
  });
});

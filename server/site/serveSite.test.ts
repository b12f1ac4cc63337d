import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';

// A small built site, shaped like Astro's output with build.format 'file'.
const inlineScript = "console.log('island loader')";
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${inlineScript}</script></head><body>${title}</body></html>`;
const files: Record<string, string> = {
  'index.html': page('home'),
  'contactUs.html': page('contact'),
  'kn/index.html': page('kn home'),
  'kn/contactUs.html': page('kn contact'),
  '404.html': page('not found'),
  'kn/404.html': page('kn not found'),
  'units.html': page('units shell'),
  'kn/units.html': page('kn units shell'),
  '_astro/app.Ab12Cd.js': 'export const x = 1;'.repeat(100),
  _headers: '/*\n  x-test: 1\n',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
};

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kalike-site-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  writeFileSync(
    join(dir, '_astro/app.Ab12Cd.js.br'),
    brotliCompressSync(files['_astro/app.Ab12Cd.js'] as string),
  );
  t = await createTestApp({ siteDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the built site on the API origin', () => {
  it.each([
    ['/', 'home'],
    ['/contactUs', 'contact'],
    ['/contactUs.html', 'contact'],
    ['/kn/', 'kn home'],
    ['/kn', 'kn home'],
    ['/kn/contactUs', 'kn contact'],
  ])('%s serves the page "%s"', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/maths/units', 'units shell'],
    ['/kn/evs/units', 'kn units shell'],
  ])('serves the seed route %s from its app-shell page', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('caches hashed assets for a year and sends the pre-compressed copy', async () => {
    const response = await get('/_astro/app.Ab12Cd.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves the service worker unhashed but revalidated, under the site policy that lets it fetch the site', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    // A new worker must be seen on the next visit (issue 17), not a day later.
    expect(response.headers['cache-control']).toBe('no-cache');
    // A worker's policy is its script's: the API's `default-src 'none'` would stop every fetch.
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("default-src 'self'");
  });

  it('answers an unknown page with the 404 page of its language', async () => {
    const en = await get('/no-such-page');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('<title>not found</title>');
    const kn = await get('/kn/no-such-page');
    expect(kn.statusCode).toBe(404);
    expect(kn.body).toContain('<title>kn not found</title>');
  });

  it('answers an unknown API path with the JSON error format, not a page', async () => {
    const response = await get('/v1/no-such-endpoint');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No such endpoint: /v1/no-such-endpoint',
    });
  });

  it('answers a malformed address with 400 in the error format', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it.each(['/../package.json', '/%2e%2e/package.json', '/_headers', '/kn/%00'])(
    'never serves %s',
    async (url) => {
      const response = await get(url);
      // 404, or 400 for a NUL character (refused as invalid input before any route).
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('x-test');
    },
  );

  it('allows exactly the inline scripts of the build in the pages’ CSP', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    // The built-in test gateway is in use: Razorpay's Checkout script is not allowed.
    expect(csp).not.toContain('razorpay');
  });

  it('allows Razorpay Checkout (script and frame) only when Razorpay is the payment provider', async () => {
    const razorpay = await createTestApp({
      siteDir: dir,
      env: {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook',
      },
    });
    try {
      const csp = String(
        (await razorpay.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(csp.split('; ').find((d) => d.startsWith('script-src '))).toContain(
        'https://checkout.razorpay.com',
      );
      expect(csp).toContain('frame-src https://api.razorpay.com');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    } finally {
      await razorpay.close();
    }
  });
});

describe('security headers on every answer (QUALITY.md, "Headers")', () => {
  it.each(['/', '/contactUs', '/no-such-page', '/v2/config', '/healthz', '/v1/nothing'])(
    '%s',
    async (url) => {
      const headers = (await get(url)).headers;
      const maxAge = Number(/max-age=(\d+)/.exec(String(headers['strict-transport-security']))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    },
  );

  it('gives JSON answers a CSP that loads nothing', async () => {
    const csp = (await get('/v2/config')).headers['content-security-policy'];
    expect(csp).toMatch(/^default-src 'none'/);
  });
});

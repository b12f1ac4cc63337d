import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression.ts';
import { createTestApp, type TestApp } from './test/testApp.ts';

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers gzip, then brotli, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(chooseEncoding('deflate, br')).toBe('br');
    expect(chooseEncoding('br, gzip;q=0')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('compressed answers', () => {
  let t: TestApp;
  // The API's description: JSON well over 1 KB.
  const url = '/openapi.json';
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends brotli or gzip as asked, with the same JSON inside and Vary set', async () => {
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

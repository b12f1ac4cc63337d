import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keepOnlyStorable, mayKeep } from './mayKeep.ts';

const answer = (status: number, cacheControl?: string) =>
  new Response(status === 204 ? null : '{}', {
    status,
    headers: cacheControl ? { 'cache-control': cacheControl } : {},
  });

describe('the service worker never keeps a `no-store` answer (issue 32)', () => {
  it('keeps a whole answer the server lets be stored', () => {
    expect(mayKeep(answer(200))).toBe(true);
    expect(mayKeep(answer(200, 'private, no-cache'))).toBe(true);
    expect(mayKeep(answer(200, 'max-age=3600'))).toBe(true);
  });

  it('keeps no `no-store` answer, however the header is written, and nothing but a 200', () => {
    expect(mayKeep(answer(200, 'no-store'))).toBe(false);
    expect(mayKeep(answer(200, 'private, No-Store'))).toBe(false);
    expect(mayKeep(answer(200, 'no-cache,no-store,must-revalidate'))).toBe(false);
    expect(mayKeep(answer(206))).toBe(false);
    expect(mayKeep(answer(404))).toBe(false);
  });

  it('as the plugin of the worker’s caches: a `no-store` answer is not written', async () => {
    expect(await keepOnlyStorable.cacheWillUpdate({ response: answer(200, 'no-store') })).toBeNull();
    const kept = answer(200);
    expect(await keepOnlyStorable.cacheWillUpdate({ response: kept })).toBe(kept);
  });

  it('every cache the worker fills from the network has the plugin', () => {
    const worker = readFileSync(new URL('../../src/offline/sw.ts', import.meta.url), 'utf8');
    const strategies = [
      ...worker.matchAll(/new (NetworkFirst|CacheFirst|StaleWhileRevalidate)\(\{[\s\S]*?\}\)/g),
    ];
    expect(strategies.length).toBeGreaterThanOrEqual(2);
    for (const [strategy] of strategies) expect(strategy).toContain('keepOnlyStorable');
  });
});

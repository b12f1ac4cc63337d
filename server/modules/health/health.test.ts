import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCounters } from '../../ratelimit/counters.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'unused' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when Redis is configured and does not answer', async () => {
    const broken = createMemoryCounters();
    broken.ping = async () => {
      throw new Error('connection refused');
    };
    const app = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' }, counters: broken });
    const response = await app.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'down' });
    await app.close();
  });

  it('answers 503 when the database is gone', async () => {
    const app = await createTestApp();
    await app.db.db.destroy();
    const response = await app.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down', redis: 'unused' });
    await app.close();
  });
});

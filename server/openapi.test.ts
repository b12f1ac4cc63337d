import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /openapi.json: the API described from the same zod schemas', () => {
  it('lists every endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/v1/contact',
        '/v2/config',
        '/v2/student/check',
        '/v1/student/otp/send',
        '/v1/student/otp/verify',
        '/v1/student/signup',
        '/v1/student/login',
        '/v2/student/login-with-otp',
        '/v2/student/login-with-otp/verify',
        '/v1/student/refresh-token',
        '/v1/student/auth/logout/{id}',
        '/v1/student/forgot-password',
        '/v1/student/reset-password',
        '/v1/student/change-password',
        '/v1/auth/profile',
        '/v1/student/schools',
      ]),
    );
  });

  it('describes the contact request from the contract: three required fields, e-mail or phone (issue 27), with their bounds', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const schema = doc.paths['/v1/contact'].post.requestBody.content['application/json'].schema;
    expect(schema.required.sort()).toEqual(['company', 'message', 'name']);
    // At least one way to reply, which the schema's own check holds (contact.test.ts).
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['email', 'phone']));
    expect(schema.properties.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 100 });
    expect(schema.properties.email.format).toBe('email');
    expect(schema.additionalProperties).toBe(false);
    // Its own errors, and those every route with a body can give (server/openapi.ts).
    expect(Object.keys(doc.paths['/v1/contact'].post.responses).sort()).toEqual([
      '201',
      '400',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
  });
});

describe('every operation (issue 20)', () => {
  it('has its name, summary, description and tag, and the bearer scheme exactly where the guard applies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const guarded = new Set(
      t.app.protectedRoutes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation, `${method} ${path}`).toMatchObject({
          operationId: expect.any(String),
          summary: expect.any(String),
          description: expect.any(String),
          tags: [expect.any(String)],
        });
        const bearer = guarded.has(`${method.toUpperCase()} ${path}`);
        expect(operation.security, `${method} ${path}`).toEqual(bearer ? [{ bearerAuth: [] }] : []);
      }
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

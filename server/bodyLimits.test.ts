import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { Duplex } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../domain/contract/auth.ts';
import { ERROR_CODES } from '../domain/contract/errors.ts';
import { clientErrorHandler, registerErrorHandling } from './errors.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './jsonBody.ts';
import { hmacHex } from './providers/payments/signature.ts';
import { createChild, newAddress } from './test/auth.ts';
import { asParent } from './test/students.ts';
import { createTestApp, type TestApp } from './test/testApp.ts';

/**
 * Issue 13, points 3 and 4, through the real HTTP layer: a JSON body nested far too deep is
 * refused with a 400 in the one error format on every endpoint before any code of ours reads it
 * (it answered 500: a stack overflow); and what Node's HTTP parser refuses (a 20 KB query
 * string) is in the one error format too, not Node's `{"error":"Request Header Fields Too Large"}`.
 */

/** The payment webhook keeps the raw bytes its signature covers: it parses JSON itself. */
const RAW_BODY_ROUTES = new Set(['POST /v1/payment/webhook']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** The tester's body: ~20 KB, a field holding arrays nested 10,000 deep. */
const hostile = `{"field":${nested(10_000)}}`;
const tooDeep = {
  success: false,
  code: ERROR_CODES.validation,
  message: 'The request body is nested too deeply.',
};

interface Route {
  method: string;
  /** As in the OpenAPI document: `/v1/…/{id}`. */
  path: string;
  /** As registered: `/v1/…/:id`. */
  url: string;
  protected: boolean;
}

let t: TestApp;
/** A parent past the gate (issue 32): every route reads the body, the parent area's too. */
let signedIn: Record<string, string> = {};
let webhookSecret = '';
const routes: Route[] = [];

beforeAll(async () => {
  t = await createTestApp();
  signedIn = await asParent(t, (await createChild(t)).tokenData.accessToken);
  webhookSecret = (
    await t.db.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'payments-test-webhook')
      .executeTakeFirstOrThrow()
  ).value;
  // Every route of the app's own OpenAPI document that takes a body.
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  const guarded = new Set(t.app.protectedRoutes.map((route) => `${route.method} ${route.url}`));
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const lower of Object.keys(methods)) {
      const method = lower.toUpperCase();
      if (!BODY_METHODS.has(method)) continue;
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      routes.push({ method, path, url, protected: guarded.has(`${method} ${url}`) });
    }
  }
}, 300_000);
afterAll(async () => {
  await t.close();
});

const send = (route: Route, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'POST',
    url: route.path.replace(/\{(\w+)\}/g, 'x'),
    remoteAddress: newAddress(),
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

const route = (method: string, path: string) => {
  const found = routes.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`no route ${method} ${path}`);
  return found;
};

describe('JSON bodies nested too deeply (issue 13, point 3)', () => {
  it('finds every route that takes a body, the protected ones and the webhook among them', () => {
    expect(routes.length).toBeGreaterThan(15);
    const found = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const { method, url } of t.app.protectedRoutes)
      if (BODY_METHODS.has(method)) expect(found, `${method} ${url}`).toContain(`${method} ${url}`);
    for (const raw of RAW_BODY_ROUTES) expect(found).toContain(raw);
    for (const path of ['/v2/student/check', '/v1/student/otp/send', '/v1/student/otp/verify'])
      expect(found).toContain(`POST ${path}`);
  });

  /**
   * The tester's 20 KB body answers 400 "nested too deeply"; on a route with a body limit under
   * 20 KB (contact: 16 KB) it is refused unread as 413 PAYLOAD_TOO_LARGE, so there a 2 KB body
   * nested 1,000 deep must answer the 400.
   */
  async function expectRefused(r: Route, headers: Record<string, string>) {
    const response = await send(r, hostile, headers);
    const where = `${r.method} ${r.path} → ${response.statusCode}: ${response.body.slice(0, 200)}`;
    expect(response.headers['content-type'], where).toBe('application/json; charset=utf-8');
    if (response.statusCode === 413) {
      expect(response.json(), where).toMatchObject({ success: false, code: ERROR_CODES.payloadTooLarge });
      const smaller = await send(r, `{"field":${nested(1_000)}}`, headers);
      expect(smaller.statusCode, `${where}, then ${smaller.body.slice(0, 200)}`).toBe(400);
      expect(smaller.json(), where).toEqual(tooDeep);
    } else {
      expect(response.statusCode, where).toBe(400);
      expect(response.json(), where).toEqual(tooDeep);
    }
  }

  it('every route answers 400 VALIDATION_FAILED signed in', async () => {
    for (const r of routes) {
      if (RAW_BODY_ROUTES.has(`${r.method} ${r.path}`)) continue;
      await expectRefused(r, signedIn);
    }
  });

  it('every public route answers 400 VALIDATION_FAILED signed out; a protected one 401 before reading it', async () => {
    const publicRoutes = routes.filter((r) => !r.protected && !RAW_BODY_ROUTES.has(`${r.method} ${r.path}`));
    expect(publicRoutes.length).toBeGreaterThan(8);
    for (const r of routes) {
      if (RAW_BODY_ROUTES.has(`${r.method} ${r.path}`)) continue;
      if (r.protected) {
        // The token is checked first (onRequest): the body is never read.
        const response = await send(r, hostile);
        const where = `${r.method} ${r.path} → ${response.statusCode}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBe(401);
        expect(response.json(), where).toMatchObject({ success: false, code: AUTH_ERRORS.unauthorized });
      } else {
        await expectRefused(r, {});
      }
    }
  });

  it('the webhook still gets its raw body: unsigned it is refused, signed and too deep it is refused too', async () => {
    const webhook = route('POST', '/v1/payment/webhook');
    const unsigned = await send(webhook, hostile);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ success: false, code: 'WEBHOOK_SIGNATURE_INVALID' });
    // The webhook parses its body itself, after the HMAC: a signed event far too deep is refused
    // there (it would overflow `String(event.event)`), and an ordinary one is read as before.
    const body = `{"event":"payment.captured","payload":{"payment":{"entity":{"order_id":"order_none"}}},"x":${nested(10_000)}}`;
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const signed = await send(webhook, body, {
        'content-type': contentType,
        'x-razorpay-signature': hmacHex(webhookSecret, body),
        'x-razorpay-event-id': randomUUID(),
      });
      expect(signed.statusCode, signed.body).toBe(400);
      expect(signed.json()).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        message: 'The webhook body is nested too deeply.',
      });
    }
  });

  it(`refuses one level past ${MAX_JSON_DEPTH}, and validates a body nested exactly that deep`, async () => {
    const check = route('POST', '/v2/student/check');
    // `{ "extra": [[…]] }`: the object is one level, the arrays the rest.
    const atLimit = await send(check, `{"phone":"9876543210","extra":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).toMatchObject({
      success: false,
      code: ERROR_CODES.validation,
      fields: { extra: 'unknown' },
    });
    const overLimit = await send(check, `{"phone":"9876543210","extra":${nested(MAX_JSON_DEPTH)}}`);
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json()).toEqual(tooDeep);
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const check = route('POST', '/v2/student/check');
    for (const phone of ['['.repeat(5_000), `\\"${'{'.repeat(5_000)}`, `\\\\${'['.repeat(100)}`]) {
      const response = await send(check, `{"phone":"${phone}"}`);
      expect(response.statusCode, phone.slice(0, 10)).toBe(400);
      expect(response.json()).toMatchObject({
        code: ERROR_CODES.validation,
        fields: { phone: expect.any(String) },
      });
    }
    expect(nestedDeeperThan('{"a":"\\"[[[[","b":[]}', 2)).toBe(false);
    expect(nestedDeeperThan('{"a":"\\\\","b":[[[]]]}', 3)).toBe(true);
    expect(nestedDeeperThan('"[[[[[[', 1)).toBe(false);
  });

  it('keeps the codes of empty, malformed and prototype-poisoning bodies', async () => {
    const check = route('POST', '/v2/student/check');
    const cases: [string, string][] = [
      ['', 'The request body is empty.'],
      ['{"phone":', 'The request body is not valid JSON.'],
      ['{"phone":"9876543210","__proto__":{"admin":true}}', 'The request body is not valid JSON.'],
      ['{"constructor":{"prototype":{"admin":true}}}', 'The request body is not valid JSON.'],
    ];
    for (const [payload, message] of cases) {
      const response = await send(check, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({ success: false, code: ERROR_CODES.validation, message });
    }
    // A valid body still works, whatever the charset parameter.
    const fine = await send(check, '{"phone":"9876543210"}', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(fine.statusCode, fine.body).toBe(200);
    // Other media types are still refused as before.
    const other = await send(check, '{"phone":"9876543210"}', { 'content-type': 'application/jsonx' });
    expect(other.statusCode).toBe(415);
    expect(other.json()).toMatchObject({ success: false, code: ERROR_CODES.unsupportedMediaType });
  });

  it('query strings do not nest: a 10,000-deep bracket key is a plain key', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/web/subjects?${'a'.concat('[b]'.repeat(10_000))}=1&grade=3`,
      remoteAddress: newAddress(),
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
    if (response.statusCode >= 400)
      expect(response.json()).toMatchObject({ success: false, code: expect.any(String) });
  });
});

/**
 * Issue 27, point 4: JSON sent as `text/plain` answered 400 VALIDATION_FAILED (Fastify parsed it
 * as a string, zod refused the string). The OpenAPI document promises 415 for any body that is
 * not JSON: every route that takes one, the webhook included (its provider sends JSON), answers
 * 415 UNSUPPORTED_MEDIA_TYPE in the one error format, before anything of the route runs.
 */
describe('bodies that are not JSON (issue 27, point 4)', () => {
  const text = '{"phone":"9876543210","password":"Mandya-Mango-42"}';
  const unsupported = {
    success: false,
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Send the request body as application/json.',
  };
  const OTHER_TYPES = [
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=kalike',
    'application/xml',
  ];

  it('every route that takes a body answers 415 to JSON text sent as another media type, signed in', async () => {
    for (const r of routes) {
      for (const type of OTHER_TYPES) {
        const response = await send(r, text, { 'content-type': type, ...signedIn });
        const where = `${r.method} ${r.path} as ${type}`;
        expect([where, response.statusCode]).toEqual([where, 415]);
        expect(response.json(), where).toEqual(unsupported);
      }
    }
  });

  it('the OpenAPI document promises that 415 on every one of them', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const r of routes) {
      const responses = doc.paths[r.path]?.[r.method.toLowerCase()]?.responses ?? {};
      expect(Object.keys(responses), `${r.method} ${r.path}`).toContain('415');
    }
  });

  it('every route that takes a body answers 415 to a body without a content type', async () => {
    for (const r of routes) {
      const response = await t.app.inject({
        method: r.method as 'POST',
        url: r.path.replace(/\{(\w+)\}/g, 'x'),
        remoteAddress: newAddress(),
        headers: signedIn,
        payload: text,
      });
      const where = `${r.method} ${r.path}`;
      expect([where, response.statusCode]).toEqual([where, 415]);
      expect(response.json(), where).toEqual(unsupported);
    }
  });

  it('signed out, a public route answers 415 and a protected one 401 (the session is checked first)', async () => {
    for (const r of routes) {
      const response = await send(r, text, { 'content-type': 'text/plain' });
      const where = `${r.method} ${r.path}`;
      expect([where, response.statusCode]).toEqual([where, r.protected ? 401 : 415]);
    }
  });

  it('JSON as application/json is still read: a password login for a phone without an account is 401', async () => {
    const login = route('POST', '/v1/student/login');
    const response = await send(login, '{"email":"9876543210","password":"Mandya-Mango-42"}');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: AUTH_ERRORS.invalidCredentials });
  });
});

/** Sends `text` on a fresh connection and reads until the server closes it. */
async function rawExchange(port: number, text: string) {
  const socket = connect(port, '127.0.0.1');
  // The server closes the connection after its answer; a write cut short is expected.
  socket.on('error', () => {});
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(text);
  await once(socket, 'close');
  const raw = Buffer.concat(chunks).toString('utf8');
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine, ...headerLines] = raw.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { statusLine, headers, body: raw.slice(split + 4) };
}

describe('errors of the HTTP layer in the one format (issue 13, point 4)', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('a 20 KB query string answers 431 HEADERS_TOO_LARGE (fetch)', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v1/web/subjects?q=${'x'.repeat(20 * 1024)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      success: false,
      code: ERROR_CODES.headersTooLarge,
      message: 'The request headers or address are too large.',
    });
  });

  it('431 on the wire: a whole HTTP/1.1 answer with its length, and the connection closed', async () => {
    const { statusLine, headers, body } = await rawExchange(
      port,
      `GET /v2/config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'p'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers.connection).toBe('close');
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
    expect(JSON.parse(body)).toMatchObject({ success: false, code: ERROR_CODES.headersTooLarge });
  });

  it('a request that is not HTTP answers 400 VALIDATION_FAILED', async () => {
    const { statusLine, headers, body } = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(headers.connection).toBe('close');
    expect(JSON.parse(body)).toEqual({
      success: false,
      code: ERROR_CODES.validation,
      message: 'The request is not valid HTTP.',
    });
  });

  it('a timeout answers 408 REQUEST_TIMEOUT; a reset connection gets nothing', () => {
    // Node's request timeout fires after tens of seconds: the handler is called as Node calls it.
    const answer = (code: string) => {
      const written: Buffer[] = [];
      const socket = new Duplex({
        read() {},
        write(chunk: Buffer, _encoding, callback) {
          written.push(chunk);
          callback();
        },
      });
      socket.on('error', () => {});
      clientErrorHandler.call(t.app, Object.assign(new Error(code), { code }), socket as unknown as Socket);
      return { text: Buffer.concat(written).toString('utf8'), closed: socket.destroyed };
    };
    const { text: timeout, closed } = answer('ERR_HTTP_REQUEST_TIMEOUT');
    expect(closed).toBe(true);
    expect(timeout.startsWith('HTTP/1.1 408 Request Timeout\r\n')).toBe(true);
    expect(JSON.parse(timeout.slice(timeout.indexOf('\r\n\r\n') + 4))).toMatchObject({
      success: false,
      code: ERROR_CODES.requestTimeout,
    });
    expect(answer('ECONNRESET').text).toBe('');
  });
});

describe('a server that is closing (issue 13, point 4)', () => {
  it('answers a request that arrives while it drains 503 SERVICE_UNAVAILABLE in the one error format', async () => {
    // As buildApp sets it up: Fastify's own 503 off, the one error handling on, and a request
    // still running when close() starts, with a second one sent on its connection after that.
    const bare = Fastify({ return503OnClosing: false });
    registerErrorHandling(bare);
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    bare.get('/slow', async () => {
      started();
      await held;
      return { done: true };
    });
    bare.get('/fast', async () => ({ done: true }));
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const socket = connect((bare.server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    const ended = once(socket, 'close');
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await running;
    const closing = bare.close();
    await new Promise((resolve) => setImmediate(resolve));
    // The connection is busy, so close() leaves it open: a request can still arrive on it.
    socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await ended;
    await closing;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((answer) => answer.split('\r\n')[0])).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 503 Service Unavailable',
    ]);
    const second = answers[1] as string;
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      code: ERROR_CODES.unavailable,
      message: expect.any(String),
    });
  });
});

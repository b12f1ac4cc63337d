import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg91Sms } from './msg91.ts';

// A local fake of MSG91's Flow API: it records what it got and answers as MSG91 does.
const received: { headers: IncomingMessage['headers']; url: string; body: unknown }[] = [];
let answer: { status: number; body: object } = { status: 200, body: { type: 'success', message: '3a5b…' } };
const server = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, url: request.url ?? '', body: JSON.parse(raw || '{}') });
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

describe('MSG91 SMS provider (against a local fake of its API)', () => {
  it('posts the OTP to the Flow API with the auth key, template and 91-prefixed number', async () => {
    const sms = createMsg91Sms({ authKey: 'key-123', templateId: 'tpl-9', baseUrl });
    await sms.send({ phone: '9876543210', body: '123456 is your code', otp: '123456' });
    const call = received.at(-1);
    expect(call?.url).toBe('/api/v5/flow');
    expect(call?.headers.authkey).toBe('key-123');
    expect(call?.body).toEqual({
      template_id: 'tpl-9',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '123456' }],
    });
  });

  it('posts any other message by its own DLT template, its variables as var1, var2, … (the weekly report)', async () => {
    const sms = createMsg91Sms({ authKey: 'key-123', templateId: 'tpl-9', baseUrl });
    await sms.send({
      phone: '9876543210',
      body: 'Kalike weekly report for Anu: activities 3, …',
      template: { id: 'report-en', variables: ['Anu', '3'] },
    });
    expect(received.at(-1)?.body).toEqual({
      template_id: 'report-en',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', var1: 'Anu', var2: '3' }],
    });
    // Neither a code nor a template: DLT would drop it, so it is not sent at all.
    const before = received.length;
    await expect(sms.send({ phone: '9876543210', body: 'hello' })).rejects.toThrow(/neither/);
    expect(received).toHaveLength(before);
  });

  it('fails clearly when MSG91 refuses or cannot be reached', async () => {
    answer = { status: 401, body: { type: 'error', message: 'Authentication failure' } };
    const sms = createMsg91Sms({ authKey: 'bad', templateId: 'tpl-9', baseUrl });
    await expect(sms.send({ phone: '9876543210', body: 'x', otp: '1' })).rejects.toThrow(
      /Authentication failure/,
    );
    const unreachable = createMsg91Sms({
      authKey: 'k',
      templateId: 't',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
    });
    await expect(unreachable.send({ phone: '9876543210', body: 'x', otp: '1' })).rejects.toThrow(
      /unreachable/,
    );
    answer = { status: 200, body: { type: 'success', message: 'ok' } };
  });
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSource } from '../../modules/curriculum/index.ts';
import { weeklyReportSender } from '../../modules/reports/index.ts';
import { lastOtp, newAddress, newPhone } from '../../test/auth.ts';
import { signedUpChild } from '../../test/students.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/testApp.ts';
import { createSmsProvider } from './index.ts';

/**
 * Issue 32: the privacy policy says no copy of an SMS is kept and a code only as a hash, so the
 * server's log (pino, as deployed) must hold neither. Both sends go through the real code: an
 * OTP through the HTTP API, a weekly report through `npm run report:weekly`'s sender, each with
 * the log written to a stream this test reads.
 */
const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
});
afterAll(async () => {
  await t.close();
});

const smsLines = () => lines.filter((line) => line.includes('"sms"'));

describe('the SMS log holds no code and no report', () => {
  it('an OTP: the log names its kind and the last four digits, never the code', async () => {
    const phone = newPhone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/student/otp/send',
      remoteAddress: newAddress(),
      payload: { phone },
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastOtp(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    const logged = smsLines().filter((line) => line.includes(phone.slice(-4)));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] as string).sms).toEqual({ to: `******${phone.slice(-4)}`, kind: 'otp' });
    expect(lines.join('\n')).not.toContain(code);
    expect(lines.join('\n')).not.toContain(phone);
  });

  it('a weekly report: the log names its template, never the child nor the text', async () => {
    const child = await signedUpChild(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/parent/report-settings',
      headers: child.headers,
      payload: { smsOptIn: true, language: 'en' },
    });
    expect(put.statusCode).toBe(200);
    const reportLines: string[] = [];
    const log = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void reportLines.push(line) } },
    }).log;
    const sms = createSmsProvider(testConfig(), t.db.db, log);
    const summary = await weeklyReportSender(t.db, catalogueSource(t.db.db, 0), sms).sendWeeklyReports(
      new Date(),
    );
    expect(summary.failures).toEqual([]);
    expect(summary.sent).toBeGreaterThanOrEqual(1);
    const body = (
      await t.db.db
        .selectFrom('sms_outbox')
        .select('body')
        .where('phone', '=', child.phone)
        .where('body', 'like', 'Kalike weekly report%')
        .executeTakeFirstOrThrow()
    ).body;
    expect(body).toContain('Anu Gowda');
    const mine = reportLines.filter((line) => line.includes(child.phone.slice(-4)));
    expect(mine).toHaveLength(1);
    expect(JSON.parse(mine[0] as string).sms).toEqual({
      to: `******${child.phone.slice(-4)}`,
      kind: 'kalike-weekly-report-en',
    });
    const all = reportLines.join('\n');
    expect(all).not.toContain('Anu Gowda');
    expect(all).not.toContain('weekly report for');
    expect(all).not.toContain(child.phone);
  });
});

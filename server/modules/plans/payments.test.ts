import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex, paymentSignature } from '../../providers/payments/signature.ts';
import { TEST_COMPANY_ENV } from '../../test/company.ts';
import { changeChildRow, signedInChild, subjectFile, testTopic, testUnit } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { importCurriculum } from '../curriculum/index.ts';
import { activatePayment } from './payments.service.ts';

let t: TestApp;
let keySecret = '';
let webhookSecret = '';
const base = { heading: { title: 'x' }, timerSeconds: 60 };
const activities = [
  {
    key: 'q',
    kind: 'mcq' as const,
    ...base,
    questions: [{ prompt: '1+1', options: ['1', '2'], answer: 1, feedback: 'f' }],
  },
  {
    key: 'v',
    kind: 'video' as const,
    ...base,
    video: { src: 'lessons/plants.mp4', title: 'Plants', durationSeconds: 30 },
  },
];
// English medium and Kannada medium, class 4: EVS of two units each, only unit 1 free.
const evs = (set: 'english-medium' | 'kannada-medium') =>
  subjectFile({
    grade: '4',
    set,
    key: 'evs',
    name: { en: 'EVS', kn: 'ಪರಿಸರ' },
    colour: '#27ae60',
    units: [1, 2].map((number) =>
      testUnit(number, [testTopic('t', activities, { en: 'T', kn: 'ವ' })], { en: 'C', kn: 'ಅ' }),
    ),
  });
beforeAll(async () => {
  t = await createTestApp();
  await importCurriculum(t.db.db, t.db.kind, [evs('english-medium'), evs('kannada-medium')]);
  const secret = (name: string) =>
    t.db.db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  keySecret = (await secret('payments-test-key')).value;
  webhookSecret = (await secret('payments-test-webhook')).value;
});
afterAll(async () => {
  await t.close();
});

const child = () => signedInChild(t); // class 4, CBSE English
const order = async (headers: Record<string, string>, planId = 'ALL_ACCESS.4.CBSE.English') =>
  t.app.inject({ method: 'POST', url: '/v1/auth/payment/orderId', headers, payload: { planId } });
const verify = (headers: Record<string, string>, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/payment/verify', headers, payload: body });
const webhook = (body: object, { secret = webhookSecret, eventId = randomUUID() } = {}) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/v1/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, raw),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
};
const captured = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } },
  },
});
/** The moment a year after `time`, as the API writes it: a yearly plan's end. */
const aYearAfter = (time: string | Date) => {
  const end = new Date(time);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString();
};
const paymentOf = (orderId: string) =>
  t.db.db
    .selectFrom('payments')
    .selectAll()
    .where('provider_order_id', '=', orderId)
    .executeTakeFirstOrThrow();
const subscriptionCount = async (childId: string) =>
  (await t.db.db.selectFrom('subscriptions').select('id').where('student_id', '=', childId).execute()).length;
const units = async (headers: Record<string, string>) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/v1/auth/subjects/evs/units?grade=4&board=CBSE&medium=English',
      headers,
    })
  ).json().data as {
    _id: string;
    locked: boolean;
    videosOpen: boolean;
    chapters: { topics: { _id: string }[] }[];
  }[];

const changeProfile = (headers: Record<string, string>, payload: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/v1/auth/profile', headers, payload });
const plansOf = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: 'GET', url: `/v1/auth/profile/subscription-plans?${query}`, headers });
const unitsOf = async (headers: Record<string, string>, query: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/auth/subjects/evs/units?${query}`, headers })).json()
    .data as { locked: boolean }[];
const KANNADA_4 = 'grade=4&board=Karnataka&medium=Kannada';
const ENGLISH_4 = 'grade=4&board=CBSE&medium=English';
const payFor = async (headers: Record<string, string>, planId: string, paymentId: string) => {
  const created = await order(headers, planId);
  expect(created.statusCode).toBe(200);
  const { orderId } = created.json().data;
  const verified = await verify(headers, {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().profile;
};

describe('plans (spec §7)', () => {
  it('ALL_ACCESS at ₹365 for Kannada medium and ₹999 for English medium, VAV from config, in paise', async () => {
    const english = await child();
    const englishPlans = (await plansOf(english.headers, ENGLISH_4)).json().data;
    expect(englishPlans.map((p: { _id: string; amountPaise: number }) => [p._id, p.amountPaise])).toEqual([
      ['ALL_ACCESS.4.CBSE.English', 99_900],
      ['VAV.4.CBSE.English', 19_900],
    ]);
    const kannada = await child();
    await changeProfile(kannada.headers, { grade: '3', board: 'Karnataka Kannada' });
    const kannadaPlans = (await plansOf(kannada.headers, 'grade=3&board=Karnataka&medium=Kannada')).json()
      .data;
    expect(kannadaPlans.map((p: { _id: string; amountPaise: number }) => [p._id, p.amountPaise])).toEqual([
      ['ALL_ACCESS.3.Karnataka.Kannada', 36_500],
      ['VAV.3.Karnataka.Kannada', 19_900],
    ]);
  });
});

describe("plans of the child's own class, board and medium only (issue 13)", () => {
  it('offers no plan of another class, board or medium', async () => {
    const { headers } = await child(); // class 4, CBSE, English
    for (const query of [
      'grade=4&board=Karnataka&medium=Kannada',
      'grade=4&board=CBSE&medium=Kannada',
      'grade=3&board=CBSE&medium=English',
      'grade=4&board=Karnataka&medium=English',
    ]) {
      const refused = await plansOf(headers, query);
      expect([query, refused.statusCode, refused.json().code]).toEqual([query, 403, 'PLAN_NOT_FOR_STUDENT']);
    }
  });

  it('an order for a plan of another medium, board or class is refused and nothing activates', async () => {
    const { headers, id } = await child();
    for (const planId of [
      'ALL_ACCESS.4.Karnataka.Kannada', // the cheaper medium
      'ALL_ACCESS.4.CBSE.Kannada', // a board and medium pair with no content
      'ALL_ACCESS.4.Karnataka.English', // another board
      'ALL_ACCESS.3.CBSE.English', // another class
      'VAV.5.CBSE.English',
    ]) {
      const refused = await order(headers, planId);
      expect([planId, refused.statusCode, refused.json().code]).toEqual([
        planId,
        planId === 'ALL_ACCESS.4.CBSE.Kannada' ? 404 : 403,
        planId === 'ALL_ACCESS.4.CBSE.Kannada' ? 'PLAN_NOT_FOUND' : 'PLAN_NOT_FOR_STUDENT',
      ]);
    }
    const payments = await t.db.db.selectFrom('payments').select('id').where('student_id', '=', id).execute();
    expect(payments).toEqual([]);
    expect(await subscriptionCount(id)).toBe(0);
    expect((await unitsOf(headers, ENGLISH_4)).map((u) => u.locked)).toEqual([false, true]);
  });

  it('a Kannada-medium plan opens Kannada-medium units only, whatever the profile says later', async () => {
    const { headers, id } = await child();
    await changeProfile(headers, { board: 'Karnataka Kannada' });
    const profile = await payFor(headers, 'ALL_ACCESS.4.Karnataka.Kannada', 'pay_Kannada000001');
    expect(profile.activeSubscriptions).toEqual([
      { type: 'ALL_ACCESS', grade: '4', board: 'Karnataka', medium: 'Kannada', endDate: expect.any(String) },
    ]);
    expect((await unitsOf(headers, KANNADA_4)).map((u) => u.locked)).toEqual([false, false]);
    // Back to English medium: the ₹365 plan must not open the ₹999 content.
    await changeProfile(headers, { board: 'CBSE English' });
    expect((await unitsOf(headers, ENGLISH_4)).map((u) => u.locked)).toEqual([false, true]);
    const englishUnit = (
      await t.app.inject({ method: 'GET', url: `/v1/auth/subjects/evs/units?${ENGLISH_4}`, headers })
    ).json().data[1];
    const refused = await t.app.inject({
      method: 'GET',
      url: `/v1/auth/subjects/topic/${englishUnit.chapters[0].topics[0]._id}/activities`,
      headers,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'UNIT_LOCKED']);
    // Kannada medium is not the child's now (issue 27: only their own is served)…
    const notNow = await t.app.inject({
      method: 'GET',
      url: `/v1/auth/subjects/evs/units?${KANNADA_4}`,
      headers,
    });
    expect([notNow.statusCode, notNow.json().code]).toEqual([404, 'NOT_IN_YOUR_CLASS']);
    // …and back in Kannada medium, the content the plan was bought for is open again.
    await changeProfile(headers, { board: 'Karnataka Kannada' });
    expect((await unitsOf(headers, KANNADA_4)).map((u) => u.locked)).toEqual([false, false]);
    expect(await subscriptionCount(id)).toBe(1);
  });
});

describe('orders and verification', () => {
  it('the amount always comes from the plan, never from the client', async () => {
    const { headers, id } = await child();
    const withAmount = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/payment/orderId',
      headers,
      payload: { planId: 'ALL_ACCESS.4.CBSE.English', amount: 100 },
    });
    expect([withAmount.statusCode, withAmount.json().fields]).toEqual([400, { amount: 'unknown' }]);
    const created = await order(headers);
    expect(created.json().data).toMatchObject({ amountPaise: 99_900, currency: 'INR', provider: 'test' });
    const row = await t.db.db
      .selectFrom('payments')
      .selectAll()
      .where('student_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.amount_paise)).toBe(99_900);
    for (const planId of ['ALL_ACCESS.4.CBSE.English.x', 'GOLD.4.CBSE.English']) {
      const unknown = await order(headers, planId);
      expect([planId, unknown.statusCode, unknown.json().code]).toEqual([planId, 404, 'PLAN_NOT_FOUND']);
    }
  });

  it('a signed payment activates ALL_ACCESS once, however often verified; locked units open', async () => {
    const { headers, id } = await child();
    expect((await units(headers)).map((u) => u.locked)).toEqual([false, true]);
    const { orderId } = (await order(headers)).json().data;
    const paymentId = 'pay_TestPayment0001';
    const body = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
    };
    const responses = await Promise.all(Array.from({ length: 5 }, () => verify(headers, body)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await subscriptionCount(id)).toBe(1);
    const paid = await paymentOf(orderId);
    expect(paid.paid_at).not.toBeNull();
    const paidAt = new Date(paid.paid_at as string | Date).toISOString();
    // A yearly plan: it ends a year after the moment it was paid.
    const profile = responses[0]?.json().profile;
    expect(profile.activeSubscriptions).toEqual([
      { type: 'ALL_ACCESS', grade: '4', board: 'CBSE', medium: 'English', endDate: aYearAfter(paidAt) },
    ]);
    expect((await units(headers)).map((u) => u.locked)).toEqual([false, false]);
    const history = (await t.app.inject({ method: 'GET', url: '/v1/auth/payment/history', headers })).json()
      .data;
    expect(history).toEqual([
      {
        receipt: paid.receipt,
        planType: 'ALL_ACCESS',
        grade: '4',
        amountPaise: 99_900,
        currency: 'INR',
        status: 'paid',
        providerPaymentId: paymentId,
        createdAt: new Date(paid.created_at).toISOString(),
        paidAt,
        tax: null,
      },
    ]);
  });

  it('1,000 tampered order, payment, signature combinations activate nothing', async () => {
    const { headers, id } = await child();
    const other = await child();
    const { orderId } = (await order(headers)).json().data;
    const { orderId: othersOrder } = (await order(other.headers)).json().data;
    const good = paymentSignature(keySecret, orderId, 'pay_Good000000001');
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'a' ? 'b' : 'a') + s.slice(i + 1);
    const cases: Record<string, string>[] = [];
    // Someone else's order (kind 2) and an order that does not exist (kind 5) are not found;
    // every other tampering is a signature that does not match.
    const refusalOf = (i: number) =>
      i % 6 === 2 || i % 6 === 5 ? [404, 'ORDER_NOT_FOUND'] : [400, 'PAYMENT_SIGNATURE_INVALID'];
    for (let i = 0; i < 1000; i++) {
      const kind = i % 6;
      const paymentId = `pay_Tamper${String(i).padStart(8, '0')}`;
      cases.push(
        kind === 0
          ? { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: good } // signature of another payment
          : kind === 1
            ? {
                razorpay_order_id: orderId,
                razorpay_payment_id: 'pay_Good000000001',
                razorpay_signature: flip(good, i % 64),
              }
            : kind === 2
              ? {
                  razorpay_order_id: othersOrder,
                  razorpay_payment_id: paymentId,
                  razorpay_signature: paymentSignature(keySecret, othersOrder, paymentId),
                } // someone else's order
              : kind === 3
                ? {
                    razorpay_order_id: orderId,
                    razorpay_payment_id: paymentId,
                    razorpay_signature: paymentSignature('wrong-secret', orderId, paymentId),
                  }
                : kind === 4
                  ? {
                      razorpay_order_id: orderId,
                      razorpay_payment_id: paymentId,
                      razorpay_signature: good.toUpperCase(),
                    }
                  : {
                      razorpay_order_id: `${orderId}x`,
                      razorpay_payment_id: paymentId,
                      razorpay_signature: paymentSignature(keySecret, `${orderId}x`, paymentId),
                    },
      );
    }
    for (let i = 0; i < cases.length; i += 50) {
      const batch = await Promise.all(cases.slice(i, i + 50).map((body) => verify(headers, body)));
      expect(batch.map((r) => [r.statusCode, r.json().code])).toEqual(batch.map((_, j) => refusalOf(i + j)));
    }
    expect(await subscriptionCount(id)).toBe(0);
    expect(await subscriptionCount(other.id)).toBe(0);
    const rows = await t.db.db
      .selectFrom('payments')
      .select('status')
      .where('student_id', 'in', [id, other.id])
      .execute();
    expect(rows).toEqual([{ status: 'created' }, { status: 'created' }]);
  });

  it('verify and webhook for the same payment, or one webhook three times, activate once', async () => {
    const { headers, id } = await child();
    const { orderId } = (await order(headers)).json().data;
    const paymentId = 'pay_Both0000000001';
    const [verified, hooked] = await Promise.all([
      verify(headers, {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
      }),
      webhook(captured(orderId, paymentId, 99_900)),
    ]);
    expect([verified.statusCode, hooked.statusCode]).toEqual([200, 200]);
    expect(await subscriptionCount(id)).toBe(1);

    const second = await child();
    const { orderId: again } = (await order(second.headers)).json().data;
    const eventId = randomUUID();
    const thrice = await Promise.all(
      Array.from({ length: 3 }, () => webhook(captured(again, 'pay_Thrice00000001', 99_900), { eventId })),
    );
    // One delivery does the work; the two retries of the same event id are answered as duplicates.
    expect(thrice.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const answers = thrice.map((r) => r.json());
    expect(answers.filter((answer) => !answer.duplicate)).toEqual([{ success: true }]);
    expect(answers.filter((answer) => answer.duplicate)).toEqual([
      { success: true, duplicate: true },
      { success: true, duplicate: true },
    ]);
    // The same payment under three different event ids still activates once.
    const underNewIds = await Promise.all(
      Array.from({ length: 3 }, () => webhook(captured(again, 'pay_Thrice00000001', 99_900))),
    );
    expect(underNewIds.map((r) => [r.statusCode, r.json()])).toEqual([
      [200, { success: true }],
      [200, { success: true }],
      [200, { success: true }],
    ]);
    expect(await subscriptionCount(second.id)).toBe(1);
  });

  it('a webhook with a bad signature or a wrong amount changes nothing; payment.failed is recorded', async () => {
    const { headers, id } = await child();
    const { orderId } = (await order(headers)).json().data;
    const forged = await webhook(captured(orderId, 'pay_Forged0000001', 99_900), {
      secret: 'not-the-secret',
    });
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(captured(orderId, 'pay_Forged0000001', 99_900)),
    });
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    const cheap = await webhook(captured(orderId, 'pay_Cheap00000001', 100));
    expect([cheap.statusCode, cheap.json()]).toEqual([200, { success: true, ignored: true }]);
    expect(await subscriptionCount(id)).toBe(0);
    const failed = await webhook({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: 'pay_Failed0000001',
            order_id: orderId,
            amount: 99_900,
            error_description: 'Card declined',
          },
        },
      },
    });
    expect([failed.statusCode, failed.json()]).toEqual([200, { success: true }]);
    const row = await paymentOf(orderId);
    expect([row.status, row.provider_payment_id, row.failure_reason]).toEqual([
      'failed',
      'pay_Failed0000001',
      'Card declined',
    ]);
    expect(await subscriptionCount(id)).toBe(0);
  });

  it('VAV opens the videos of locked units, nothing else; an expired plan stops opening content', async () => {
    const { headers, id } = await child();
    const { orderId } = (await order(headers, 'VAV.4.CBSE.English')).json().data;
    const paymentId = 'pay_Video00000001';
    const verified = await verify(headers, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().profile.activeSubscriptions.map((s: { type: string }) => s.type)).toEqual(['VAV']);
    expect(await subscriptionCount(id)).toBe(1);
    const [, locked] = await units(headers);
    expect(locked).toMatchObject({ locked: true, videosOpen: true });
    const topicId = locked?.chapters[0]?.topics[0]?._id;
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/auth/subjects/topic/${topicId}/activities`,
      headers,
    });
    expect(list.json().data.map((a: { kind: string }) => a.kind)).toEqual(['video']);

    // A plan that ended yesterday opens nothing.
    const expiredChild = await child();
    const { orderId: old } = (await order(expiredChild.headers)).json().data;
    const payment = await paymentOf(old);
    await activatePayment(t.db.db, payment, 'pay_Old000000001', new Date(Date.now() - 366 * 86_400_000));
    expect(await subscriptionCount(expiredChild.id)).toBe(1);
    const [, stillLocked] = await units(expiredChild.headers);
    expect(stillLocked?.locked).toBe(true);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/v1/auth/subjects/topic/${stillLocked?.chapters[0]?.topics[0]?._id}/activities`,
      headers: expiredChild.headers,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'UNIT_LOCKED']);
  });

  it('the test gateway signs a success as Razorpay does; a declined payment is recorded as failed and opens nothing', async () => {
    const { headers, id } = await child();
    const { orderId } = (await order(headers)).json().data;
    const failed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/payment/test-gateway',
      headers,
      payload: { orderId, outcome: 'failure' },
    });
    // What Razorpay Checkout hands back for a declined payment.
    expect([failed.statusCode, failed.json()]).toEqual([
      200,
      { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment declined on the test gateway.' } },
    ]);
    const declined = await paymentOf(orderId);
    expect([declined.status, declined.failure_reason]).toEqual(['failed', 'Declined on the test gateway']);
    expect(await subscriptionCount(id)).toBe(0);
    const { orderId: second } = (await order(headers)).json().data;
    const paid = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth/payment/test-gateway',
        headers,
        payload: { orderId: second, outcome: 'success' },
      })
    ).json();
    expect(paid).toEqual({
      razorpay_order_id: second,
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: paymentSignature(keySecret, second, paid.razorpay_payment_id),
    });
    expect((await verify(headers, paid)).statusCode).toBe(200);
    expect(await subscriptionCount(id)).toBe(1);
  });
});

describe('receipts (issue 27)', () => {
  /** Buys `planId` on the test gateway, declined first when `declineFirst`; returns the history. */
  const buyAndList = async (app: TestApp, headers: Record<string, string>, planId: string) => {
    const pay = async (outcome: 'success' | 'failure') => {
      const created = await app.app.inject({
        method: 'POST',
        url: '/v1/auth/payment/orderId',
        headers,
        payload: { planId },
      });
      const { orderId } = created.json().data;
      const result = await app.app.inject({
        method: 'POST',
        url: '/v1/auth/payment/test-gateway',
        headers,
        payload: { orderId, outcome },
      });
      if (outcome === 'success')
        expect(
          (
            await app.app.inject({
              method: 'POST',
              url: '/v1/auth/payment/verify',
              headers,
              payload: result.json(),
            })
          ).statusCode,
        ).toBe(200);
    };
    await pay('failure');
    await pay('success');
    const history = await app.app.inject({ method: 'GET', url: '/v1/auth/payment/history', headers });
    expect(history.statusCode).toBe(200);
    return history.json();
  };

  it('without company details: no issuer and no tax, so the receipt is a test receipt', async () => {
    const { headers } = await child();
    const history = await buyAndList(t, headers, 'ALL_ACCESS.4.CBSE.English');
    expect(history.issuer).toBeNull();
    expect(history.data.map((p: { status: string; tax: unknown }) => [p.status, p.tax])).toEqual([
      ['paid', null],
      ['failed', null],
    ]);
  });

  describe('with company details', () => {
    let company: TestApp;
    beforeAll(async () => {
      company = await createTestApp({ env: { ...TEST_COMPANY_ENV } });
      await importCurriculum(company.db.db, company.db.kind, [evs('english-medium'), evs('kannada-medium')]);
    });
    afterAll(async () => {
      await company.close();
    });

    it('the company issues it, and a paid price shows the GST it includes: CGST and SGST in Karnataka', async () => {
      const { headers } = await signedInChild(company); // Karnataka, as the GSTIN's 29
      const history = await buyAndList(company, headers, 'ALL_ACCESS.4.CBSE.English');
      expect(history.issuer).toEqual({
        legalName: TEST_COMPANY_ENV.COMPANY_LEGAL_NAME,
        address: TEST_COMPANY_ENV.COMPANY_ADDRESS,
        gstin: TEST_COMPANY_ENV.COMPANY_GSTIN,
      });
      const [paid, failed] = history.data;
      // ₹999 with 18 % included: 99,900 × 18 / 118 = 15,238.98 → ₹152.39 tax, ₹846.61 taxable.
      expect(paid.tax).toEqual({
        ratePercent: 18,
        taxablePaise: 84_661,
        taxPaise: 15_239,
        kind: 'intra',
        cgstPaise: 7_620,
        sgstPaise: 7_619,
      });
      expect(paid.tax.taxablePaise + paid.tax.taxPaise).toBe(paid.amountPaise);
      expect([failed.status, failed.tax]).toEqual(['failed', null]);
    });

    it('to a family in another state the GST is IGST; the rate comes from GST_RATE_PERCENT', async () => {
      const { headers, id } = await signedInChild(company);
      await changeChildRow(company, id, { state: 'Kerala' });
      const [kerala] = (await buyAndList(company, headers, 'ALL_ACCESS.4.CBSE.English')).data;
      expect(kerala.tax).toEqual({
        ratePercent: 18,
        taxablePaise: 84_661,
        taxPaise: 15_239,
        kind: 'inter',
        igstPaise: 15_239,
      });
    });
  });
});

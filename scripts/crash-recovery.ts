/**
 * `npm run crash-recovery [-- --postgres postgres://…]`: starts the API, drives parallel writes
 * (activity completions, check-ins, unit unlocks, payments), kills the process with SIGKILL
 * several times mid-load and restarts it; then checks that every write that was answered 2xx is
 * in the database and that the ledger holds (QUALITY.md, "Crash recovery"). Bounded in time.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { calendarDay } from '../domain/rules/calendarDay.ts';
import { openDatabase } from '../server/db/database.ts';
import { toDbBool, toDbTime } from '../server/db/dialect.ts';
import { hashPassword } from '../server/modules/auth/index.ts';
import { freshDatabase, insertChild, logIn, type RunningServer, startApi } from './lib/apiUnderTest.ts';

const { values } = parseArgs({
  options: { postgres: { type: 'string' }, kills: { type: 'string' }, students: { type: 'string' } },
});
const KILLS = Number(values.kills ?? 4);
const STUDENTS = Number(values.students ?? 12);
const PORT = 4395;
const PASSWORD = 'Crash-Test-Mango-42';

// A fresh database: a temporary SQLite file, or a new schema in the given PostgreSQL database.
const database = await freshDatabase('crash', values.postgres);
let server: RunningServer | null = null;
let BASE = '';
async function start() {
  server = await startApi({
    port: PORT,
    databaseUrl: database.url,
    env: { TRUST_PROXY: '1', NODE_ENV: 'test' },
    timeoutMs: 20_000,
  });
  BASE = server.base;
}
const kill = () => server?.stop('SIGKILL'); // mid-load, no clean shutdown

type Ack =
  | { kind: 'attempt'; childId: string; key: string }
  | { kind: 'checkin'; childId: string; day: string }
  | { kind: 'unlock'; childId: string; unitId: string }
  | { kind: 'payment'; childId: string; orderId: string };
const acknowledged: Ack[] = [];

async function call(path: string, token: string, body: unknown, address: string) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': address,
    },
    body: JSON.stringify(body ?? {}),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

await start();
const db = openDatabase(database.url);
// Children made in the database (sign-up is tested elsewhere), with 200 coins each to spend.
const passwordHash = await hashPassword(PASSWORD);
const children: { id: string; phone: string; token: string; address: string }[] = [];
for (let i = 0; i < STUDENTS; i++) {
  const phone = `9${String(100_000_000 + i * 7919).slice(0, 9)}`;
  const at = toDbTime(new Date());
  const id = await insertChild(db.db, {
    phone,
    password_hash: passwordHash,
    student_name: `Crash ${i}`,
    gender: 'Female',
  });
  await db.db
    .insertInto('coin_ledger')
    .values({
      id: randomUUID(),
      student_id: id,
      amount: 200,
      reason: 'correction',
      reference: randomUUID(),
      created_at: at,
    })
    .execute();
  children.push({ id, phone, token: '', address: `10.77.0.${i + 1}` });
}
const activities = await db.db
  .selectFrom('activities')
  .innerJoin('topics', 'topics.id', 'activities.topic_id')
  .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
  .innerJoin('units', 'units.id', 'chapters.unit_id')
  .innerJoin('subjects', 'subjects.id', 'units.subject_id')
  .select(['activities.id'])
  .where('subjects.grade', '=', '3')
  .where('subjects.content_set', '=', 'english-medium')
  .where('units.free', '=', toDbBool(db.kind, true))
  .where('activities.kind', '!=', 'video')
  .limit(40)
  .execute();
const lockedUnits = await db.db
  .selectFrom('units')
  .innerJoin('subjects', 'subjects.id', 'units.subject_id')
  .select('units.id')
  .where('subjects.grade', '=', '3')
  .where('units.number', '>', 1)
  .limit(12)
  .execute();

async function login() {
  for (const child of children)
    child.token = await logIn(BASE, child.phone, PASSWORD, { 'x-forwarded-for': child.address });
}

/** One child's stream of writes until `until`; every 2xx answer is remembered. */
async function drive(child: (typeof children)[number], until: number) {
  while (Date.now() < until) {
    const choice = Math.random();
    try {
      if (choice < 0.55) {
        const key = randomUUID();
        const activity = activities[Math.floor(Math.random() * activities.length)];
        const r = await call(
          '/v1/auth/wallet/activity',
          child.token,
          { activityId: activity?.id, answers: [0, 1, 0], idempotencyKey: key },
          child.address,
        );
        if (r.status === 201) acknowledged.push({ kind: 'attempt', childId: child.id, key });
      } else if (choice < 0.7) {
        const r = await call('/v1/auth/wallet/checkin', child.token, {}, child.address);
        if (r.status === 201)
          acknowledged.push({
            kind: 'checkin',
            childId: child.id,
            day: String((r.json.data as { day: string }).day),
          });
      } else if (choice < 0.85) {
        const unitId = lockedUnits[Math.floor(Math.random() * lockedUnits.length)]?.id ?? '';
        const r = await call('/v1/auth/payment/unlock/unit', child.token, { unitId }, child.address);
        if (r.status === 201) acknowledged.push({ kind: 'unlock', childId: child.id, unitId });
      } else {
        const order = await call(
          '/v1/auth/payment/orderId',
          child.token,
          { planId: 'VAV.3.CBSE.English' },
          child.address,
        );
        const orderId = String((order.json.data as { orderId?: string } | undefined)?.orderId ?? '');
        if (!orderId) continue;
        const paid = await call(
          '/v1/auth/payment/test-gateway',
          child.token,
          { orderId, outcome: 'success' },
          child.address,
        );
        const verified = await call('/v1/auth/payment/verify', child.token, paid.json, child.address);
        if (verified.status === 200) acknowledged.push({ kind: 'payment', childId: child.id, orderId });
      }
    } catch {
      // The server died mid-request: that write was never acknowledged.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

for (let round = 0; round <= KILLS; round++) {
  if (round > 0) await start();
  await login();
  const runFor = 1500 + Math.random() * 2500;
  const load = Promise.all(children.map((child) => drive(child, Date.now() + runFor + 2000)));
  await new Promise((resolve) => setTimeout(resolve, runFor));
  await kill(); // SIGKILL, mid-load
  await load;
  console.log(
    `round ${round + 1}: killed with SIGKILL after ${Math.round(runFor)} ms; ${acknowledged.length} writes acknowledged so far`,
  );
}

// Every acknowledged write is there.
const missing: Ack[] = [];
for (const ack of acknowledged) {
  const found =
    ack.kind === 'attempt'
      ? await db.db
          .selectFrom('activity_attempts')
          .select('id')
          .where('student_id', '=', ack.childId)
          .where('idempotency_key', '=', ack.key)
          .executeTakeFirst()
      : ack.kind === 'checkin'
        ? await db.db
            .selectFrom('coin_ledger')
            .select('id')
            .where('student_id', '=', ack.childId)
            .where('reason', '=', 'check-in')
            .where('reference', '=', ack.day)
            .executeTakeFirst()
        : ack.kind === 'unlock'
          ? await db.db
              .selectFrom('unit_unlocks')
              .select('unit_id')
              .where('student_id', '=', ack.childId)
              .where('unit_id', '=', ack.unitId)
              .executeTakeFirst()
          : await db.db
              .selectFrom('payments')
              .innerJoin('subscriptions', 'subscriptions.payment_id', 'payments.id')
              .select('payments.id')
              .where('payments.provider_order_id', '=', ack.orderId)
              .where('payments.status', '=', 'paid')
              .executeTakeFirst();
  if (!found) missing.push(ack);
}
// The ledger holds: no balance below zero, one check-in a day, one debit per unlock.
const problems: string[] = [];
for (const child of children) {
  const rows = await db.db
    .selectFrom('coin_ledger')
    .select(['amount', 'reason', 'reference'])
    .where('student_id', '=', child.id)
    .execute();
  const balance = rows.reduce((sum, row) => sum + Number(row.amount), 0);
  if (balance < 0) problems.push(`${child.id}: balance ${balance}`);
  const unlocks = await db.db
    .selectFrom('unit_unlocks')
    .select('unit_id')
    .where('student_id', '=', child.id)
    .execute();
  const debits = rows.filter((row) => row.reason === 'unlock').length;
  if (debits !== unlocks.length) problems.push(`${child.id}: ${unlocks.length} unlocks but ${debits} debits`);
  const days = rows.filter((row) => row.reason === 'check-in').map((row) => row.reference);
  if (new Set(days).size !== days.length) problems.push(`${child.id}: two check-ins on one day`);
  if (days.some((day) => day > calendarDay(new Date())))
    problems.push(`${child.id}: a check-in in the future`);
}
await db.close();
await database.dispose();

const byKind = new Map<string, number>();
for (const ack of acknowledged) byKind.set(ack.kind, (byKind.get(ack.kind) ?? 0) + 1);
const counts = [...byKind].map(([kind, n]) => `${n} ${kind}s`).join(', ');
console.log(
  `\n${db.kind}: ${KILLS + 1} SIGKILLs; acknowledged ${counts}; missing after restart: ${missing.length}; ledger problems: ${problems.length}`,
);
for (const line of [...missing.map((m) => JSON.stringify(m)), ...problems].slice(0, 20))
  console.log(`  ${line}`);
process.exit(missing.length || problems.length ? 1 : 0);

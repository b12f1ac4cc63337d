/**
 * `npm run crash-recovery [-- --postgres postgres://…]`: starts the API, drives parallel writes
 * (activity completions, check-ins, unit unlocks, payments), kills the process with SIGKILL
 * several times mid-load and restarts it; then checks that every write that was answered 2xx is
 * in the database and that the ledger holds (QUALITY.md, "Crash recovery"). Bounded in time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/database.ts';
import { toDbBool, toDbTime } from '../server/db/dialect.ts';
import { hashPassword } from '../server/modules/auth/passwords.ts';
import { calendarDay } from '../src/lib/calendarDay.ts';

const { values } = parseArgs({
  options: { postgres: { type: 'string' }, kills: { type: 'string' }, students: { type: 'string' } },
});
const KILLS = Number(values.kills ?? 4);
const STUDENTS = Number(values.students ?? 12);
const PORT = 4390;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Crash-Test-Mango-42';

// A fresh database: a temporary SQLite file, or a new schema in the given PostgreSQL database.
const tempDir = mkdtempSync(join(tmpdir(), 'kalike-crash-'));
let databaseUrl = join(tempDir, 'kalike.sqlite');
let schema = '';
if (values.postgres) {
  schema = `crash_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(values.postgres);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
}

let server: ChildProcess | null = null;
async function start() {
  server = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SITE_DIR: '',
      LOG_LEVEL: 'error',
      TRUST_PROXY: '1',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start');
}
function kill() {
  server?.kill('SIGKILL');
  return new Promise((resolve) => server?.once('exit', resolve));
}

type Ack =
  | { kind: 'attempt'; studentId: string; key: string }
  | { kind: 'checkin'; studentId: string; day: string }
  | { kind: 'unlock'; studentId: string; unitId: string }
  | { kind: 'payment'; studentId: string; orderId: string };
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
const db = openDatabase(databaseUrl);
// Children made in the database (sign-up is tested elsewhere), with 200 coins each to spend.
const passwordHash = await hashPassword(PASSWORD);
const children: { id: string; phone: string; token: string; address: string }[] = [];
for (let i = 0; i < STUDENTS; i++) {
  const id = randomUUID();
  const phone = `9${String(100_000_000 + i * 7919).slice(0, 9)}`;
  const at = toDbTime(new Date());
  await db.db
    .insertInto('students')
    .values({
      id,
      phone,
      password_hash: passwordHash,
      student_name: `Crash ${i}`,
      email: null,
      gender: 'Female',
      grade: '3',
      board: 'CBSE',
      medium: 'English',
      school_name: null,
      state: 'Karnataka',
      district: 'Mandya',
      taluk: 'Maddur',
      photo: null,
      referral_code: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
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
  for (const child of children) {
    const response = await fetch(`${BASE}/v1/student/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': child.address },
      body: JSON.stringify({
        email: child.phone,
        password: PASSWORD,
        deviceId: 'crash',
        deviceModel: 'crash',
      }),
    });
    child.token = ((await response.json()) as { tokenData: { accessToken: string } }).tokenData.accessToken;
  }
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
        if (r.status === 201) acknowledged.push({ kind: 'attempt', studentId: child.id, key });
      } else if (choice < 0.7) {
        const r = await call('/v1/auth/wallet/checkin', child.token, {}, child.address);
        if (r.status === 201)
          acknowledged.push({
            kind: 'checkin',
            studentId: child.id,
            day: String((r.json.data as { day: string }).day),
          });
      } else if (choice < 0.85) {
        const unitId = lockedUnits[Math.floor(Math.random() * lockedUnits.length)]?.id ?? '';
        const r = await call('/v1/auth/payment/unlock/unit', child.token, { unitId }, child.address);
        if (r.status === 201) acknowledged.push({ kind: 'unlock', studentId: child.id, unitId });
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
        if (verified.status === 200) acknowledged.push({ kind: 'payment', studentId: child.id, orderId });
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
          .where('student_id', '=', ack.studentId)
          .where('idempotency_key', '=', ack.key)
          .executeTakeFirst()
      : ack.kind === 'checkin'
        ? await db.db
            .selectFrom('coin_ledger')
            .select('id')
            .where('student_id', '=', ack.studentId)
            .where('reason', '=', 'check-in')
            .where('reference', '=', ack.day)
            .executeTakeFirst()
        : ack.kind === 'unlock'
          ? await db.db
              .selectFrom('unit_unlocks')
              .select('unit_id')
              .where('student_id', '=', ack.studentId)
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
if (schema && values.postgres) {
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
rmSync(tempDir, { recursive: true, force: true });

const counts = Object.entries(
  acknowledged.reduce<Record<string, number>>(
    (all, ack) => ({ ...all, [ack.kind]: (all[ack.kind] ?? 0) + 1 }),
    {},
  ),
)
  .map(([kind, n]) => `${n} ${kind}s`)
  .join(', ');
console.log(
  `\n${db.kind}: ${KILLS + 1} SIGKILLs; acknowledged ${counts}; missing after restart: ${missing.length}; ledger problems: ${problems.length}`,
);
for (const line of [...missing.map((m) => JSON.stringify(m)), ...problems].slice(0, 20))
  console.log(`  ${line}`);
process.exit(missing.length || problems.length ? 1 : 0);

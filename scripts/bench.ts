/**
 * `npm run bench [-- --postgres postgres://…] [--seconds 3] [--rounds 3]`: measures, in one run
 * with interleaved rounds, a bare `node:http` hello-world and the API's hot endpoints, printing
 * requests per second, p50/p99 latency and the ratio to the bare server (QUALITY.md). The
 * machine is shared and noisy: compare the ratios, not the absolute numbers. Bounded in time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/database.ts';
import { toDbTime } from '../server/db/dialect.ts';
import { hashPassword } from '../server/modules/auth/passwords.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds ?? 3);
const ROUNDS = Number(values.rounds ?? 3);
const CONNECTIONS = Number(values.connections ?? 16);
const BARE_PORT = 4391;
const API_PORT = 4392;
const API = `http://127.0.0.1:${API_PORT}`;

// The bare baseline: the least any Node HTTP server can do on this machine.
const bare = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"world"}');
});
await new Promise<void>((resolve) => bare.listen(BARE_PORT, '127.0.0.1', resolve));

const tempDir = mkdtempSync(join(tmpdir(), 'kalike-bench-'));
let databaseUrl = join(tempDir, 'kalike.sqlite');
let schema = '';
if (values.postgres) {
  schema = `bench_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(values.postgres);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
}
const server: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SITE_DIR: '',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    SMS_PROVIDER: 'local',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; i < 300; i++) {
  const up = await fetch(`${API}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

// One signed-in child of class 3, CBSE English.
const db = openDatabase(databaseUrl);
const studentId = randomUUID();
const phone = '9123400001';
const at = toDbTime(new Date());
await db.db
  .insertInto('students')
  .values({
    id: studentId,
    phone,
    password_hash: await hashPassword('Bench-Mango-42'),
    student_name: 'Bench',
    email: null,
    gender: 'Male',
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
const login = (await (
  await fetch(`${API}/v1/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: phone,
      password: 'Bench-Mango-42',
      deviceId: 'bench',
      deviceModel: 'bench',
    }),
  })
).json()) as { tokenData: { accessToken: string } };
const auth = { authorization: `Bearer ${login.tokenData.accessToken}` };
const units = (await (
  await fetch(`${API}/v1/auth/subjects/maths/units?grade=3&board=CBSE&medium=English`, { headers: auth })
).json()) as { data: { chapters: { topics: { _id: string }[] }[] }[] };
const topicId = units.data[0]?.chapters[0]?.topics[0]?._id ?? '';
const activities = (await (
  await fetch(`${API}/v1/auth/subjects/topic/${topicId}/activities`, { headers: auth })
).json()) as { data: { activityId: string }[] };
const activityId = activities.data[0]?.activityId ?? '';

interface Target {
  name: string;
  request: () => Promise<Response>;
}
const json = { ...auth, 'content-type': 'application/json' };
const targets: Target[] = [
  { name: 'bare node:http', request: () => fetch(`http://127.0.0.1:${BARE_PORT}/`) },
  { name: 'GET subjects', request: () => fetch(`${API}/v1/web/subjects?grade=3&board=CBSE&medium=English`) },
  {
    name: 'GET units (signed in)',
    request: () =>
      fetch(`${API}/v1/auth/subjects/maths/units?grade=3&board=CBSE&medium=English`, { headers: auth }),
  },
  {
    name: 'GET topic activities',
    request: () => fetch(`${API}/v1/auth/subjects/topic/${topicId}/activities`, { headers: auth }),
  },
  {
    name: 'POST complete activity',
    request: () =>
      fetch(`${API}/v1/auth/wallet/activity`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ activityId, answers: [0, 1, 0], idempotencyKey: randomUUID() }),
      }),
  },
  // After the first of the day, a check-in is the database refusing a second one: still the hot path.
  {
    name: 'POST check-in',
    request: () => fetch(`${API}/v1/auth/wallet/checkin`, { method: 'POST', headers: auth }),
  },
];

/** `CONNECTIONS` loops for `SECONDS`; latencies of every answer, and how many failed (5xx or network). */
async function measure(target: Target) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const response = await target.request();
          await response.arrayBuffer();
          if (response.status >= 500) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), errors };
}

const results = new Map<string, { rps: number[]; p50: number[]; p99: number[]; errors: number }>();
for (let round = 1; round <= ROUNDS; round++) {
  for (const target of targets) {
    const result = await measure(target);
    const entry = results.get(target.name) ?? { rps: [], p50: [], p99: [], errors: 0 };
    entry.rps.push(result.rps);
    entry.p50.push(result.p50);
    entry.p99.push(result.p99);
    entry.errors += result.errors;
    results.set(target.name, entry);
  }
  console.error(`round ${round} of ${ROUNDS} done`);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const bareRps = median(results.get('bare node:http')?.rps ?? [1]);
console.log(
  `\n${db.kind}, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s (medians)\n`,
);
console.log('endpoint                   req/s     p50 ms   p99 ms   vs bare   5xx/errors');
for (const [name, entry] of results) {
  const rps = median(entry.rps);
  console.log(
    `${name.padEnd(24)} ${rps.toFixed(0).padStart(7)}  ${median(entry.p50).toFixed(1).padStart(8)} ${median(
      entry.p99,
    )
      .toFixed(1)
      .padStart(8)}   ${(rps / bareRps).toFixed(2).padStart(6)}   ${entry.errors}`,
  );
}

server.kill('SIGTERM');
bare.close();
await db.close();
if (schema && values.postgres) {
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
rmSync(tempDir, { recursive: true, force: true });
process.exit(0);

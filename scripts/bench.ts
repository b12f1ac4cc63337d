/**
 * `npm run bench [-- --postgres postgres://…] [--seconds 5] [--rounds 3] [--connections 50]`:
 * measures, in one run with interleaved rounds, a bare `node:http` hello-world and the API's hot
 * endpoints, printing requests per second, p50/p99 latency and the ratio to the bare server
 * (QUALITY.md: an authenticated read with a query ≥ 0.5× bare, p99 ≤ 50 ms at 50 connections).
 *
 * Both servers run in child processes of their own and autocannon drives them from this one, so
 * the load generator's cost falls on neither. The machine is shared and noisy: compare the
 * ratios, not the absolute numbers. Bounded in time: (targets + 1) × rounds × seconds.
 */
import { openDatabase } from '../server/db/database.ts';
import { hashPassword } from '../server/modules/auth/passwords.ts';
import {
  analyzeWrittenTables,
  freshDatabase,
  insertStudent,
  logIn,
  startApi,
  startBareServer,
} from './lib/apiUnderTest.ts';
import {
  benchOptions,
  interleavedRounds,
  ms,
  summarize,
  type Target,
  table,
  whole,
  writeResult,
} from './lib/loadTest.ts';

const options = benchOptions({ seconds: 5, rounds: 3 });
const { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS } = options;
const PASSWORD = 'Bench-Mango-42';
/** QUALITY.md's bars for a read that queries the database. */
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

const database = await freshDatabase('bench', options.postgres);
const bare = await startBareServer(4391);
const api = await startApi({
  port: 4392,
  databaseUrl: database.url,
  env: { NODE_ENV: 'production', ACCESS_TOKEN_TTL_SECONDS: '3600' },
});

// Two children of class 3, CBSE English: one reads, the other writes (so that completions and
// check-ins pile up on a child the reads do not look at).
const db = openDatabase(database.url, { schema: database.schema });
const passwordHash = await hashPassword(PASSWORD);
await insertStudent(db.db, { phone: '9123400001', password_hash: passwordHash });
await insertStudent(db.db, { phone: '9123400002', password_hash: passwordHash });
await db.close();
// What a phone's browser sends: the API compresses its answers as it would for a real child.
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const reader = { ...browser, authorization: `Bearer ${await logIn(api.base, '9123400001', PASSWORD)}` };
const writer = { ...browser, authorization: `Bearer ${await logIn(api.base, '9123400002', PASSWORD)}` };
// A JSON content type with no body is a 400: only the completion sends one.
const writerJson = { ...writer, 'content-type': 'application/json' };

const profile = 'grade=3&board=CBSE&medium=English';
const units = (await (
  await fetch(`${api.base}/v1/auth/subjects/maths/units?${profile}`, { headers: reader })
).json()) as { data: { locked: boolean; chapters: { topics: { _id: string }[] }[] }[] };
const topicId = units.data.find((unit) => !unit.locked)?.chapters[0]?.topics[0]?._id;
if (!topicId) throw new Error('no open topic in class 3 maths');
const activities = (await (
  await fetch(`${api.base}/v1/auth/subjects/topic/${topicId}/activities`, { headers: reader })
).json()) as { data: { activityId: string }[] };
const activityId = activities.data[0]?.activityId;
if (!activityId) throw new Error(`no activity in topic ${topicId}`);
// The first check-in of the day credits; every later one is the database refusing it (409).
await fetch(`${api.base}/v1/auth/wallet/checkin`, { method: 'POST', headers: writer });

const targets: Target[] = [
  { name: 'bare node:http', url: `${bare.base}/`, headers: browser },
  { name: 'GET subjects (public)', url: `${api.base}/v1/web/subjects?${profile}`, headers: browser },
  // The least an authenticated read with a query does: the token, the session, one indexed row.
  { name: 'GET check-in status', url: `${api.base}/v1/auth/wallet/checkin`, headers: reader },
  {
    name: 'GET units (signed in)',
    url: `${api.base}/v1/auth/subjects/maths/units?${profile}`,
    headers: reader,
  },
  {
    name: 'GET topic activities',
    url: `${api.base}/v1/auth/subjects/topic/${topicId}/activities`,
    headers: reader,
  },
  {
    name: 'POST complete activity',
    url: `${api.base}/v1/auth/wallet/activity`,
    method: 'POST',
    headers: writerJson,
    // `[<id>]`: a new idempotency key on every request, so every one is a real completion.
    body: JSON.stringify({ activityId, answers: [0, 1, 0], idempotencyKey: '[<id>]' }),
    expect: [201],
  },
  {
    name: 'POST check-in',
    url: `${api.base}/v1/auth/wallet/checkin`,
    method: 'POST',
    headers: writer,
    expect: [409],
  },
];

let exitCode = 0;
try {
  const samples = await interleavedRounds(targets, {
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    beforeRound: () => analyzeWrittenTables(database),
  });
  const summaries = targets.map((target) => summarize(target.name, samples.get(target) ?? []));
  const bareRps = summaries[0]?.requestsPerSecond || 1;
  console.log(
    `\n${database.kind}, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s (medians)\n`,
  );
  console.log(
    table(
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'unexpected', '5xx', 'net errors'],
      summaries.map((s) => [
        s.name,
        whole(s.requestsPerSecond),
        ms(s.p50),
        ms(s.p99),
        (s.requestsPerSecond / bareRps).toFixed(2),
        s.unexpected,
        s.serverErrors,
        s.networkErrors,
      ]),
    ),
  );
  const reads = summaries.filter((s) => s.name.startsWith('GET') && s.name !== 'GET subjects (public)');
  const misses = reads.flatMap((s) => [
    ...(s.requestsPerSecond / bareRps < TARGET_RATIO
      ? [`${s.name}: ${(s.requestsPerSecond / bareRps).toFixed(2)}× bare < ${TARGET_RATIO}×`]
      : []),
    ...(s.p99 > TARGET_P99_MS ? [`${s.name}: p99 ${ms(s.p99)} ms > ${TARGET_P99_MS} ms`] : []),
  ]);
  const broken = summaries.filter((s) => s.serverErrors || s.unexpected || s.networkErrors);
  console.log(
    misses.length
      ? `\nBelow QUALITY.md's bar for signed-in reads:\n  ${misses.join('\n  ')}`
      : '\nSigned-in reads meet QUALITY.md: ≥ 0.5× bare and p99 ≤ 50 ms.',
  );
  if (broken.length) {
    const statuses = (s: (typeof summaries)[number]) =>
      s.rounds.map((round) => JSON.stringify(round.statuses)).join(' ');
    console.log(`\nWrong answers:\n  ${broken.map((s) => `${s.name}: ${statuses(s)}`).join('\n  ')}`);
    exitCode = 1;
  }
  const file = writeResult(`bench-${database.kind}`, {
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    summaries,
  });
  console.log(`\nAll rounds: ${file}`);
} finally {
  await api.stop();
  await bare.stop();
  await database.dispose();
}
process.exit(exitCode);

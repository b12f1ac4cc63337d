/**
 * `npm run bench [-- --postgres postgres://…] [--seconds 4] [--rounds 3] [--connections 50]
 * [--only <text>] [--profile] [--revalidate] [--port 4391]`: measures, in one run with interleaved rounds, a bare `node:http`
 * hello-world, the API's hot endpoints and, for each endpoint, its same-bytes floor: a bare
 * `node:http` server writing the very answer the API gave (status, headers, compressed body),
 * recorded once before the rounds. Prints requests per second, p50/p99 latency and each
 * endpoint's ratio to the hello-world and to its floor. The bar for a signed-in read: ≥ 0.5× its
 * floor and p99 ≤ 50 ms at 50 connections.
 *
 * Every server runs in a child process of its own and autocannon drives them from this one, so
 * the load generator's cost falls on none. The machine is shared and noisy: compare the ratios,
 * not the absolute numbers. Bounded in time: (2 × endpoints + 1) × (rounds × seconds + 1 s of
 * warm-up), about 3 minutes by default.
 *
 * `--only <text>` keeps the endpoints whose name holds the text (and the hello-world);
 * `--revalidate` adds each signed-in read asked with its answer's tag (a 304);
 * `--profile` runs the API with `node --cpu-prof` and prints where its time went; `--port` moves
 * the three servers (hello-world, API, floor) to that port and the next two.
 */

import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { hashPassword } from '../server/modules/auth/index.ts';
import { TEST_COMPANY_ENV } from '../server/test/company.ts';
import {
  analyzeWrittenTables,
  freshDatabase,
  insertChild,
  logIn,
  type RecordedAnswer,
  recordAnswer,
  startApi,
  startBareServer,
  startSameBytesServer,
} from './lib/apiUnderTest.ts';
import { formatProfile, readProfile } from './lib/cpuProfile.ts';
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

const options = benchOptions(
  { seconds: 4, rounds: 3 },
  {
    only: { type: 'string' },
    profile: { type: 'boolean' },
    port: { type: 'string' },
    revalidate: { type: 'boolean' },
  },
);
/** The first of the three ports (hello-world, API, same-bytes floor): `--port` when others bench too. */
const BASE_PORT = options.number('port', 4391);
const { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS } = options;
const ONLY = typeof options.values.only === 'string' ? options.values.only.toLowerCase() : undefined;
const PASSWORD = 'Bench-Mango-42';
/** The bars for a signed-in read: against the same bytes written by a bare server, and p99. */
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

const database = await freshDatabase('bench', options.postgres);
const profileDir = options.values.profile
  ? resolve('test-results', 'bench', `profile-${database.kind}-${Date.now()}`)
  : undefined;
const bare = await startBareServer(BASE_PORT);
const apiSpawnedAt = Date.now();
const api = await startApi({
  port: BASE_PORT + 1,
  databaseUrl: database.url,
  env: {
    NODE_ENV: 'production',
    ALLOW_LOCAL_SMS_IN_PRODUCTION: '1',
    ...TEST_COMPANY_ENV,
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  },
  nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
});

// Two children of class 3, CBSE English: one reads, the other writes (so that completions and
// check-ins pile up on a child the reads do not look at).
const db = openDatabase(database.url, { schema: database.schema });
const passwordHash = await hashPassword(PASSWORD);
await insertChild(db.db, { phone: '9123400001', password_hash: passwordHash });
await insertChild(db.db, { phone: '9123400002', password_hash: passwordHash });
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

interface Endpoint extends Target {
  /** A read of a signed-in child: held to the bar. */
  signedInRead?: boolean;
}

const allEndpoints: Endpoint[] = [
  { name: 'GET subjects (public)', url: `${api.base}/v1/web/subjects?${profile}`, headers: browser },
  // The least an authenticated read with a query does: the token, the session, one indexed row.
  {
    name: 'GET check-in status',
    url: `${api.base}/v1/auth/wallet/checkin`,
    headers: reader,
    signedInRead: true,
  },
  {
    name: 'GET units (signed in)',
    url: `${api.base}/v1/auth/subjects/maths/units?${profile}`,
    headers: reader,
    signedInRead: true,
  },
  {
    name: 'GET topic activities',
    url: `${api.base}/v1/auth/subjects/topic/${topicId}/activities`,
    headers: reader,
    signedInRead: true,
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
// `--revalidate`: each signed-in read again as a phone asks for what it holds, with the tag of
// its answer in If-None-Match: a 304 with no body (ADR 031: from memory, before any query).
if (options.values.revalidate)
  for (const endpoint of allEndpoints.filter((endpoint) => endpoint.signedInRead)) {
    const tag = (await fetch(endpoint.url, { headers: endpoint.headers })).headers.get('etag');
    if (!tag) continue;
    allEndpoints.push({
      ...endpoint,
      name: `${endpoint.name}, 304`,
      headers: { ...endpoint.headers, 'if-none-match': tag },
      expect: [304],
    });
  }
const endpoints = allEndpoints.filter((endpoint) => !ONLY || endpoint.name.toLowerCase().includes(ONLY));
if (!endpoints.length) throw new Error(`no endpoint's name holds "${ONLY}"`);

// Each endpoint's answer once, as the bench asks for it, then written back byte for byte by the
// same-bytes server on /floor/<n>.
const recorded = new Map<Endpoint, RecordedAnswer>();
for (const endpoint of endpoints) {
  const answer = await recordAnswer(endpoint.url, {
    method: endpoint.method,
    headers: endpoint.headers,
    body: endpoint.body?.replaceAll('[<id>]', randomUUID()),
  });
  const expected = endpoint.expect ?? [200];
  if (!expected.includes(answer.status))
    throw new Error(`${endpoint.name} answered ${answer.status}: ${answer.body.toString()}`);
  recorded.set(endpoint, answer);
}
const floorPath = (i: number) => `/floor/${i}`;
const floor = await startSameBytesServer(
  BASE_PORT + 2,
  new Map(endpoints.map((endpoint, i) => [floorPath(i), recorded.get(endpoint) as RecordedAnswer])),
);
const floors = new Map<Endpoint, Target>(
  endpoints.map((endpoint, i) => [
    endpoint,
    {
      ...endpoint,
      name: `floor: ${endpoint.name}`,
      url: `${floor.base}${floorPath(i)}`,
      expect: [recorded.get(endpoint)?.status ?? 200],
    },
  ]),
);

const header = (answer: RecordedAnswer | undefined, name: string) =>
  answer?.headers.find(([key]) => key.toLowerCase() === name)?.[1];
console.log('\nRecorded answers (what each floor writes):\n');
console.log(
  table(
    ['endpoint', 'status', 'body bytes', 'header bytes', 'content-type', 'encoding', 'cache-control'],
    endpoints.map((endpoint) => {
      const answer = recorded.get(endpoint);
      return [
        endpoint.name,
        answer?.status ?? 0,
        answer?.body.length ?? 0,
        answer?.headers.reduce((total, [key, value]) => total + key.length + value.length + 4, 0) ?? 0,
        header(answer, 'content-type') ?? '-',
        header(answer, 'content-encoding') ?? '-',
        header(answer, 'cache-control') ?? '-',
      ];
    }),
  ),
);

const hello: Target = { name: 'hello-world node:http', url: `${bare.base}/`, headers: browser };
// Each endpoint next to its floor, so that a slow spell of the machine hits both alike.
const targets: Target[] = [
  hello,
  ...endpoints.flatMap((endpoint) => [endpoint, floors.get(endpoint) as Target]),
];

let exitCode = 0;
/** Milliseconds from the API's start to the first warm-up run: the profile's window opens there. */
const loadFromMs = Date.now() - apiSpawnedAt;
try {
  const samples = await interleavedRounds(targets, {
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    beforeRound: () => analyzeWrittenTables(database),
  });
  const summaryOf = (target: Target) => summarize(target.name, samples.get(target) ?? []);
  const helloSummary = summaryOf(hello);
  const helloRps = helloSummary.requestsPerSecond || 1;
  const rows = endpoints.map((endpoint) => {
    const own = summaryOf(endpoint);
    const ground = summaryOf(floors.get(endpoint) as Target);
    const toFloor = own.requestsPerSecond / (ground.requestsPerSecond || 1);
    const misses = endpoint.signedInRead
      ? [
          ...(toFloor < TARGET_RATIO ? [`${toFloor.toFixed(2)}× floor < ${TARGET_RATIO}×`] : []),
          ...(own.p99 > TARGET_P99_MS ? [`p99 ${ms(own.p99)} ms > ${TARGET_P99_MS} ms`] : []),
        ]
      : [];
    return { endpoint, own, ground, toFloor, toHello: own.requestsPerSecond / helloRps, misses };
  });
  console.log(
    `\n${database.kind}, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s (medians); ` +
      `hello-world ${whole(helloSummary.requestsPerSecond)} req/s, p50 ${ms(helloSummary.p50)} ms, ` +
      `p99 ${ms(helloSummary.p99)} ms\n`,
  );
  console.log(
    table(
      [
        'endpoint',
        'req/s',
        'p50 ms',
        'p99 ms',
        'floor req/s',
        'floor p99',
        '× hello',
        '× floor',
        'bar (signed-in read)',
      ],
      rows.map((row) => [
        row.endpoint.name,
        whole(row.own.requestsPerSecond),
        ms(row.own.p50),
        ms(row.own.p99),
        whole(row.ground.requestsPerSecond),
        ms(row.ground.p99),
        row.toHello.toFixed(2),
        row.toFloor.toFixed(2),
        row.endpoint.signedInRead ? (row.misses.length ? 'missed' : 'met') : '-',
      ]),
    ),
  );
  const misses = rows.flatMap((row) => row.misses.map((miss) => `${row.endpoint.name}: ${miss}`));
  if (rows.some((row) => row.endpoint.signedInRead))
    console.log(
      misses.length
        ? `\nBelow the bar for signed-in reads:\n  ${misses.join('\n  ')}`
        : `\nSigned-in reads meet the bar: ≥ ${TARGET_RATIO}× their floor and p99 ≤ ${TARGET_P99_MS} ms.`,
    );
  const all = targets.map(summaryOf);
  const broken = all.filter((s) => s.serverErrors || s.unexpected || s.networkErrors);
  if (broken.length) {
    const statuses = (s: (typeof all)[number]) =>
      s.rounds.map((round) => JSON.stringify(round.statuses)).join(' ');
    console.log(`\nWrong answers:\n  ${broken.map((s) => `${s.name}: ${statuses(s)}`).join('\n  ')}`);
    exitCode = 1;
  }
  // A partial run (--only, --profile) does not overwrite the last full one.
  const partial = ONLY !== undefined || profileDir !== undefined;
  const file = writeResult(`bench-${database.kind}${partial ? '-partial' : ''}`, {
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    answers: endpoints.map((endpoint) => {
      const answer = recorded.get(endpoint);
      return {
        name: endpoint.name,
        status: answer?.status,
        headers: answer?.headers,
        bodyBytes: answer?.body.length,
      };
    }),
    summaries: all,
  });
  console.log(`\nAll rounds: ${file}`);
} finally {
  await api.stop();
  await floor.stop();
  await bare.stop();
  await database.dispose();
}
if (profileDir) {
  for (const name of readdirSync(profileDir).filter((file) => file.endsWith('.cpuprofile'))) {
    console.log(
      `\nCPU profile of the API from ${(loadFromMs / 1000).toFixed(1)} s (the load; start-up left out), ` +
        `${join(profileDir, name)}:\n`,
    );
    console.log(formatProfile(readProfile(join(profileDir, name), loadFromMs), 25));
  }
}
process.exit(exitCode);

/**
 * `npm run bench:scale [-- --postgres postgres://…] [--seconds 4] [--rounds 5] [--connections 50]
 * [--scale 1] [--keep]`: QUALITY.md's "Scale" row. Builds two databases, the small one (the
 * imported sample curriculum and the two bench children) and a full-scale one (25,000 topics,
 * 200,000 activities, 100,000 students, 5,000,000 completions; `--scale 0.1` for a quick run),
 * starts an API on each (ports 4396 and 4397) and measures the hot endpoints on both in
 * interleaved rounds (small, large, small, large …): the public subjects, and as the signed-in
 * reader a subject's units and a topic's activities; as the writer, completing an activity (a
 * fresh idempotency key each time: 201) and the day's check-in (after the first, refused: 409).
 * Prints req/s, p50 and p99 of each and the ratios large/small (the median over rounds of each
 * back-to-back pair), with the verdict against "within 2× of its small-data time", and how long
 * each database took to load. Results go to test-results/bench/bench-scale-<db>.json. The
 * databases are removed at the end, unless `--keep` (to EXPLAIN their queries afterwards: the
 * paths or schemas are printed; remove them by hand).
 */
import { TEST_COMPANY_ENV } from '../server/test/company.ts';
import {
  BENCH_PASSWORD,
  FULL_SCALE,
  type LoadReport,
  loadScaleData,
  READER_PHONE,
  SMALL_SCALE,
  scaledPlan,
  WRITER_PHONE,
} from './bench-scale-data.ts';
import {
  analyzeWrittenTables,
  type FreshDatabase,
  freshDatabase,
  logIn,
  type RunningServer,
  startApi,
} from './lib/apiUnderTest.ts';
import {
  benchOptions,
  interleavedRounds,
  median,
  ms,
  type Sample,
  type Summary,
  summarize,
  type Target,
  table,
  whole,
  writeResult,
} from './lib/loadTest.ts';

const options = benchOptions(
  { seconds: 4, rounds: 5 },
  { scale: { type: 'string' }, keep: { type: 'boolean' } },
);
const { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, values } = options;
const SCALE = options.number('scale', 1);
/** The limit of QUALITY.md: at scale, at most twice the small-data time. */
const LIMIT = 2;
const PORTS = { small: 4396, large: 4397 } as const;
type Size = keyof typeof PORTS;

const databases: FreshDatabase[] = [];
const servers: RunningServer[] = [];
const exits: string[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp() {
  cleaning ??= (async () => {
    await Promise.allSettled(servers.map((server) => server.stop()));
    if (values.keep) {
      for (const database of databases) console.error(`kept: ${database.schema ?? database.url}`);
      return;
    }
    await Promise.allSettled(databases.map((database) => database.dispose()));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

/** The requests of one API, as the two bench children make them. */
async function targetsOf(size: Size, base: string): Promise<{ targets: Target[]; subjects: number }> {
  const reader = { authorization: `Bearer ${await logIn(base, READER_PHONE, BENCH_PASSWORD)}` };
  const writer = { authorization: `Bearer ${await logIn(base, WRITER_PHONE, BENCH_PASSWORD)}` };
  const getJson = async <T>(path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    if (!response.ok) throw new Error(`${size}: GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const query = 'grade=3&board=CBSE&medium=English';
  const subjects = await getJson<{ data: unknown[] }>(`/v1/web/subjects?${query}`);
  const units = await getJson<{
    data: { chapters: { topics: { _id: string; completedCount: number }[] }[] }[];
  }>(`/v1/auth/subjects/maths/units?${query}`, reader);
  // The first topic of maths (a free unit), where the reader's completions start.
  const topic = units.data[0]?.chapters[0]?.topics[0];
  if (!topic) throw new Error(`${size}: class 3 maths has no topic`);
  if (topic.completedCount === 0) throw new Error(`${size}: the reader has no completions in ${topic._id}`);
  const activities = await getJson<{ data: { activityId: string }[] }>(
    `/v1/auth/subjects/topic/${topic._id}/activities`,
    reader,
  );
  const activityId = activities.data[0]?.activityId;
  if (!activityId) throw new Error(`${size}: topic ${topic._id} has no activity`);
  // The day's first check-in: from here on every check-in is refused (409), the hot path.
  const first = await fetch(`${base}/v1/auth/wallet/checkin`, { method: 'POST', headers: writer });
  if (first.status !== 201 && first.status !== 409)
    throw new Error(`${size}: first check-in: ${first.status} ${await first.text()}`);

  const targets: Target[] = [
    { name: 'GET subjects (public)', url: `${base}/v1/web/subjects?${query}` },
    { name: 'GET units (signed in)', url: `${base}/v1/auth/subjects/maths/units?${query}`, headers: reader },
    {
      name: 'GET topic activities',
      url: `${base}/v1/auth/subjects/topic/${topic._id}/activities`,
      headers: reader,
    },
    {
      name: 'POST complete activity',
      url: `${base}/v1/auth/wallet/activity`,
      method: 'POST',
      headers: { ...writer, 'content-type': 'application/json' },
      // A fresh idempotency key on every request: every one is a new completion.
      body: JSON.stringify({ activityId, answers: [0, 1, 0], idempotencyKey: '[<id>]' }),
      expect: [201],
    },
    {
      name: 'POST check-in (refused)',
      url: `${base}/v1/auth/wallet/checkin`,
      method: 'POST',
      headers: writer,
      expect: [409],
    },
  ];
  return { targets, subjects: subjects.data.length };
}

try {
  const plans = { small: SMALL_SCALE, large: SCALE === 1 ? FULL_SCALE : scaledPlan(FULL_SCALE, SCALE) };
  const loads = {} as Record<Size, LoadReport>;
  const urls = {} as Record<Size, string>;
  for (const size of ['small', 'large'] as const) {
    const database = await freshDatabase(`bench_${size}`, options.postgres);
    databases.push(database);
    console.error(`loading the ${size} database (${database.kind}) …`);
    loads[size] = await loadScaleData(database, plans[size]);
    urls[size] = database.url;
    console.error(
      `  ${loads[size].seconds.toFixed(1)} s (import ${loads[size].phases.importSeconds.toFixed(1)} s, ` +
        `rows ${loads[size].phases.rowsSeconds.toFixed(1)} s): ${JSON.stringify(loads[size].counts)}`,
    );
  }
  const kind = databases[0]?.kind ?? 'sqlite';

  const apis = {} as Record<Size, RunningServer>;
  for (const size of ['small', 'large'] as const) {
    apis[size] = await startApi({
      port: PORTS[size],
      databaseUrl: urls[size],
      // Access tokens outlive the run; production settings as deployed.
      env: { NODE_ENV: 'production', ALLOW_LOCAL_SMS_IN_PRODUCTION: '1', ...TEST_COMPANY_ENV, ACCESS_TOKEN_TTL_SECONDS: '86400' },
      timeoutMs: 120_000,
    });
    servers.push(apis[size]);
    apis[size].child.once('exit', (code, signal) => {
      if (!cleaning) exits.push(`the ${size} API (port ${PORTS[size]}) exited: ${signal ?? `code ${code}`}`);
    });
  }
  const small = await targetsOf('small', apis.small.base);
  const large = await targetsOf('large', apis.large.base);
  console.error(`subjects of class 3 CBSE English: small ${small.subjects}, large ${large.subjects}`);
  if (large.subjects <= small.subjects && SCALE >= 0.1)
    throw new Error('the large API does not see the added catalogue');

  // Interleaved: small A, large A, small B, large B …, so a slow spell hits both alike.
  const pairs = small.targets.map((target, i) => {
    const other = large.targets[i];
    if (!other) throw new Error('the two APIs have different targets');
    return { small: target, large: other };
  });
  console.error(
    `${kind}, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per target …`,
  );
  const targets = pairs.flatMap((pair) => [pair.small, pair.large]);
  const samples = new Map<Target, Sample[]>(targets.map((target) => [target, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    // The small database's statistics, taken at 50 completions a child, would otherwise make
    // the reader's queries scan the table as the writer's rows pile up (apiUnderTest.ts).
    if (kind === 'postgres') await Promise.all(databases.map(analyzeWrittenTables));
    const one = await interleavedRounds(targets, {
      seconds: SECONDS,
      rounds: 1,
      connections: CONNECTIONS,
      warmupSeconds: round === 1 ? 2 : 0,
    });
    for (const [target, list] of one) samples.get(target)?.push(...list);
    console.error(`(that was round ${round} of ${ROUNDS})`);
  }
  // An API gone mid-run (a crash, or another process's kill) leaves only connection errors.
  if (exits.length) throw new Error(`${exits.join('; ')}: no result`);
  const summaryOf = (target: Target) => summarize(target.name, samples.get(target) ?? []);
  const results = pairs.map((pair) => {
    const s = summaryOf(pair.small);
    const l = summaryOf(pair.large);
    // Ratios of the runs made back to back (small, then large, in the same round), then their
    // median: the shared machine's slow spells hit a pair alike far more often than two medians.
    const p50Ratios = s.rounds.map((round, i) => (l.rounds[i]?.p50 ?? Number.NaN) / round.p50);
    const rateRatios = s.rounds.map(
      (round, i) => round.requestsPerSecond / (l.rounds[i]?.requestsPerSecond ?? Number.NaN),
    );
    const p50Ratio = median(p50Ratios);
    const rateRatio = median(rateRatios);
    // The worse of the two views of "time": latency at the median, and time per request.
    const within = Math.max(p50Ratio, rateRatio) <= LIMIT;
    return { name: pair.small.name, small: s, large: l, p50Ratio, rateRatio, p50Ratios, rateRatios, within };
  });

  const failures = (s: Summary) => s.unexpected + s.serverErrors + s.networkErrors;
  const loadLine = (size: Size) =>
    `${size}: ${loads[size].seconds.toFixed(1)} s (import ${loads[size].phases.importSeconds.toFixed(1)} s)`;
  console.log(
    `\n${kind}; large: ${Object.entries(loads.large.counts)
      .map(([name, n]) => `${n.toLocaleString('en')} ${name}`)
      .join(', ')}`,
  );
  console.log(`loading: ${loadLine('small')}; ${loadLine('large')}`);
  console.log(
    `${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s (medians); ` +
      `ratios (median over rounds of back-to-back pairs) = large/small of p50, small/large of req/s\n`,
  );
  console.log(
    table(
      [
        'endpoint',
        'small req/s',
        'p50 ms',
        'p99 ms',
        'large req/s',
        'p50 ms',
        'p99 ms',
        'p50 ×',
        'req/s ×',
        `within ${LIMIT}×`,
        'bad answers',
      ],
      results.map((r) => [
        r.name,
        whole(r.small.requestsPerSecond),
        ms(r.small.p50),
        ms(r.small.p99),
        whole(r.large.requestsPerSecond),
        ms(r.large.p50),
        ms(r.large.p99),
        r.p50Ratio.toFixed(2),
        r.rateRatio.toFixed(2),
        r.within ? 'yes' : 'NO',
        `${failures(r.small)}/${failures(r.large)}`,
      ]),
    ),
  );
  // A quick run at a fraction of the scale does not overwrite the full one's result.
  const file = writeResult(SCALE === 1 ? `bench-scale-${kind}` : `bench-scale-${kind}-x${SCALE}`, {
    database: kind,
    scale: SCALE,
    plans,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    limit: LIMIT,
    loads,
    subjectsOfClass3: { small: small.subjects, large: large.subjects },
    results,
  });
  console.log(`\nwritten to ${file}`);
  if (results.some((r) => failures(r.small) + failures(r.large) > 0))
    console.log('some answers had an unexpected status or failed: see the JSON');
} finally {
  await cleanUp();
}
process.exit(0);

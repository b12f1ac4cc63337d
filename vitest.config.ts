import { randomBytes } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { redisAnswers, TEST_REDIS_URL } from './server/test/redis.ts';

/**
 * Unit tests (src/, domain/, scripts/) and API tests (server/). The API tests run on SQLite always and
 * again on PostgreSQL when TEST_DATABASE_URL is set, as separate projects, so the output names
 * which database each file ran against.
 *
 * With PostgreSQL and Redis both there, `api-cluster` runs the auth, wallet and payment tests
 * against two API processes sharing them (server/test/cluster.ts): several instances behind one
 * address must share rate limits, throttles and refresh-token reuse detection.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The server's tests that reach a database: those that start the test app or write rows
 * (server/test/: testApp, auth, cluster, tables; students.ts only builds curricula for them). Only they run once per database; the rest (the curriculum's rules, the clips,
 * the providers' payloads, the architecture) run once, in `server`: running them again on
 * PostgreSQL proved nothing about PostgreSQL and doubled their time (issue 33, point 6).
 */
const DATABASE_HELPERS = /from '(?:\.\.?\/)+test\/(?:testApp|auth|cluster|tables)\.ts'/;
const serverTests = globSync('server/**/*.test.ts');
const databaseTests = serverTests.filter((file) => DATABASE_HELPERS.test(readFileSync(file, 'utf8')));
const plainServerTests = serverTests.filter((file) => !databaseTests.includes(file));
const clusterPossible = postgresUrl ? await redisAnswers() : false;
/**
 * This run's prefix for the PostgreSQL projects' test schemas (server/test/testApp.ts keeps them
 * for the next test; dropTestSchemas.ts drops them at the end): another run on the same server,
 * a second clone's, keeps its own.
 */
const schemaRun = randomBytes(4).toString('hex');
const postgresProject = (project: string, env: Record<string, string>) => ({
  ...env,
  TEST_DB: 'postgres',
  TEST_DB_URL: postgresUrl as string,
  TEST_SCHEMA_RUN: `${schemaRun}${project}`,
});
const apiProject = (
  name: string,
  env: Record<string, string>,
  include = databaseTests,
  // Limits for a hung test, not a slow one (issue 33): a fresh-clone run beside two copies of
  // the browser suite (load average 28–32, 5 December) took 20–24 s for API tests that take well
  // under one on a quiet machine, and failed ten at the old 20 s; none asserts a time.
  timeouts = { testTimeout: 120_000, hookTimeout: 180_000 },
) => ({
  test: {
    name,
    include,
    env,
    ...(env.TEST_SCHEMA_RUN ? { globalSetup: ['server/test/dropTestSchemas.ts'] } : {}),
    // API tests share one Redis and one PostgreSQL; their own keys and schemas keep them apart.
    ...timeouts,
    // One process per worker, not per file: a fresh process imported the app and compiled its
    // answer writers again for each of ~400 file runs: half of vitest's time (issue 33: 934 s
    // → 460 s on one worker here).
    // The server's tests keep no state between files but their databases, which are their own;
    // `unit` stays isolated (its files mock modules).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    reporters: ['verbose'],
    // Vitest's default is one worker less than the cores: one on a 2-core machine, where the API
    // tests mostly wait on PostgreSQL. Two at least (issue 33: 934 s with one, 342 s with two).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/i18n/failOnMissingText.ts'],
          // A limit for a hung test, not a slow one: some read the whole curriculum (seconds on
          // a quiet machine, several times that on a loaded one; CI failed at vitest's 5 s).
          testTimeout: 120_000,
        },
      },
      { test: { name: 'server', include: plainServerTests, testTimeout: 120_000, isolate: false } }, // as below
      apiProject('api-sqlite', { TEST_DB: 'sqlite' }),
      ...(postgresUrl ? [apiProject('api-postgres', postgresProject('p', {}))] : []),
      ...(postgresUrl && clusterPossible
        ? [
            apiProject(
              'api-cluster',
              postgresProject('c', { TEST_CLUSTER: '1', TEST_REDIS_URL }),
              [
                'server/modules/auth/*.test.ts',
                'server/modules/wallet/*.test.ts',
                'server/modules/plans/*.test.ts',
                // The answers kept per child (ADR 031): a write on one instance, a read on the other.
                'server/answerMemo*.test.ts',
              ],
              // Every test app starts two API processes; requests go over real HTTP.
              { testTimeout: 120_000, hookTimeout: 240_000 },
            ),
          ]
        : []),
    ],
  },
});

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
const clusterPossible = postgresUrl ? await redisAnswers() : false;
const apiProject = (
  name: string,
  env: Record<string, string>,
  include = ['server/**/*.test.ts'],
  timeouts = { testTimeout: 20_000, hookTimeout: 30_000 },
) => ({
  test: {
    name,
    include,
    env,
    // API tests share one Redis and one PostgreSQL; their own keys and schemas keep them apart.
    ...timeouts,
  },
});

export default defineConfig({
  test: {
    reporters: ['verbose'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/i18n/failOnMissingText.ts'],
        },
      },
      apiProject('api-sqlite', { TEST_DB: 'sqlite' }),
      ...(postgresUrl ? [apiProject('api-postgres', { TEST_DB: 'postgres', TEST_DB_URL: postgresUrl })] : []),
      ...(postgresUrl && clusterPossible
        ? [
            apiProject(
              'api-cluster',
              { TEST_DB: 'postgres', TEST_DB_URL: postgresUrl, TEST_CLUSTER: '1', TEST_REDIS_URL },
              [
                'server/modules/auth/*.test.ts',
                'server/modules/wallet/*.test.ts',
                'server/modules/plans/*.test.ts',
              ],
              // Every test app starts two API processes; requests go over real HTTP.
              { testTimeout: 30_000, hookTimeout: 60_000 },
            ),
          ]
        : []),
    ],
  },
});

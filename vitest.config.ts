import { defineConfig } from 'vitest/config';

/**
 * Unit tests (src/, scripts/) and API tests (server/). The API tests run on SQLite always and
 * again on PostgreSQL when TEST_DATABASE_URL is set, as separate projects, so the output names
 * which database each file ran against.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    env,
    // API tests share one Redis and one PostgreSQL; their own keys and schemas keep them apart.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    reporters: ['verbose'],
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'] } },
      apiProject('api-sqlite', { TEST_DB: 'sqlite' }),
      ...(postgresUrl ? [apiProject('api-postgres', { TEST_DB: 'postgres', TEST_DB_URL: postgresUrl })] : []),
    ],
  },
});

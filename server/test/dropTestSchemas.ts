import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * The global set-up of the PostgreSQL projects (vitest.config.ts): when the run ends, its test
 * schemas go, those its processes kept for the next test (testApp.ts) and any a test left. A
 * run's schemas carry its own prefix, so another run on the same server keeps its own.
 */
export default function setup(project: TestProject) {
  const run = project.config.env?.TEST_SCHEMA_RUN;
  const url = project.config.env?.TEST_DB_URL;
  return async () => {
    if (!run || !url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where nspname like $1`,
        [`test\\_${run}\\_%`],
      );
      for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type CounterStore, createMemoryCounters } from '../ratelimit/counters.ts';

/** Which database this test project runs on (vitest.config.ts sets TEST_DB). */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  db: Db;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own: a temporary SQLite file (WAL, as in production), or a
 * new PostgreSQL schema in TEST_DATABASE_URL that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DB_URL as string;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const db = openDatabase(url, { schema });
    await migrateToLatest(db);
    return {
      db,
      async drop() {
        await db.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'kalike-test-'));
  const db = openDatabase(join(dir, 'test.sqlite'));
  await migrateToLatest(db);
  return {
    db,
    async drop() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The configuration of a test app: defaults, no site, no logs, plus what the test changes. */
export function testConfig(env: Record<string, string> = {}): Config {
  // Tests import curriculum and ask at once: the in-memory copy is checked on every request.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_DIR: '',
    CURRICULUM_RECHECK_SECONDS: '0',
    ...env,
  });
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  counters: CounterStore;
  close(): Promise<void>;
}

/** The real HTTP application on a real database, for `app.inject`. */
export async function createTestApp(
  options: { env?: Record<string, string>; counters?: CounterStore; siteDir?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const counters = options.counters ?? createMemoryCounters();
  const config = testConfig({ ...options.env, ...(options.siteDir ? { SITE_DIR: options.siteDir } : {}) });
  const app = await buildApp(config, { db: database.db, counters });
  return {
    app,
    db: database.db,
    counters,
    async close() {
      await app.close();
      await counters.close();
      await database.drop();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { PolicyVersion } from '../../domain/policyVersions.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type CounterStore, createMemoryCounters, createRedisCounters } from '../ratelimit/counters.ts';
import { type Cluster, claimRedisDatabase, forgetEverywhere, inCluster, startCluster } from './cluster.ts';

/** Which database this test project runs on (vitest.config.ts sets TEST_DB). */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  db: Db;
  drop(): Promise<void>;
}

/**
 * The queries run on the test databases of this process so far (the in-process app's and the
 * test's own): a test reads `count` before and after a request to know whether it queried.
 */
export const queriesRun = { count: 0, last: [] as string[] };
const countQuery = (sql: string) => {
  queriesRun.count += 1;
  queriesRun.last.push(sql);
  if (queriesRun.last.length > 20) queriesRun.last.shift();
};

/** The advisory lock that keeps one test's schema drop apart from another's migration (PostgreSQL). */
const SCHEMA_LOCK = 20261202;

/**
 * Kysely's migrator and introspection list the tables and columns of every schema in the test
 * database, and fail when one goes while they read ("schema test_… does not exist", "relation
 * test_….report_sends does not exist"). Test files run side by side (issue 33), so whatever reads
 * the catalogue that way holds this lock shared (`whileSchemasStay`), and whatever drops a
 * schema, a table or a column holds it alone (`aloneInTheCatalogue`): a test's schema going
 * away, a migration test going down and up again.
 */
async function withSchemaLock<T>(mode: 'shared' | 'alone', work: () => Promise<T>): Promise<T> {
  if (testDbKind !== 'postgres') return work();
  const [lock, unlock] =
    mode === 'shared'
      ? ['pg_advisory_lock_shared', 'pg_advisory_unlock_shared']
      : ['pg_advisory_lock', 'pg_advisory_unlock'];
  const admin = new pg.Client({ connectionString: process.env.TEST_DB_URL as string });
  await admin.connect();
  await admin.query(`select ${lock}($1)`, [SCHEMA_LOCK]);
  try {
    return await work();
  } finally {
    await admin.query(`select ${unlock}($1)`, [SCHEMA_LOCK]);
    await admin.end();
  }
}

export const whileSchemasStay = <T>(work: () => Promise<T>) => withSchemaLock('shared', work);
const aloneInTheCatalogue = <T>(work: () => Promise<T>) => withSchemaLock('alone', work);

/**
 * Schemas of this process, migrated and emptied by a test that is done with them, waiting for
 * the next (PostgreSQL). Migrating a new schema took about a second (26 migrations, and Kysely's
 * migrator lists every schema's tables on its way up), 89 times a run; emptying one takes a few
 * milliseconds (issue 33, point 6). Each run's schemas start with its own prefix
 * (vitest.config.ts), and what is left of them goes when the run ends (dropTestSchemas.ts).
 */
const spareSchemas: string[] = [];
/** Databases whose schema a test moved (a migration test): dropped, never handed on. */
const movedSchemas = new WeakSet<Db>();
const schemaPrefix = `test_${process.env.TEST_SCHEMA_RUN ?? ''}`;

/** A test of a migration takes its database down and up (to `upTo`), alone in the catalogue. */
export const migrateTestDatabase = (db: Db, upTo?: string) => {
  movedSchemas.add(db);
  return aloneInTheCatalogue(() => migrateToLatest(db, upTo));
};

/** Work on a connection of its own to the test server (outside any test's pool), closed after. */
async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The tables a freshly migrated schema has, as this process first found them. */
let migratedTables: string | undefined;
const tablesOf = async (client: pg.Client, schema: string) =>
  (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = $1 and tablename not like 'kysely_migration%' order by tablename`,
      [schema],
    )
  ).rows.map(({ name }) => name);

/**
 * Every row of the schema's tables gone, the migrations' record kept: as freshly migrated. False,
 * and nothing done, when the test changed the schema itself (a table or a trigger of its own, as
 * the fuzz test's write watch): such a schema is dropped, not handed on.
 */
function emptySchema(url: string, schema: string): Promise<boolean> {
  return withAdmin(url, async (client) => {
    const tables = await tablesOf(client, schema);
    const triggers = await client.query(
      `select 1 from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and not t.tgisinternal limit 1`,
      [schema],
    );
    if (tables.join() !== migratedTables || triggers.rowCount) return false;
    // Without the foreign keys' triggers for this transaction, the tables empty in any order.
    await client.query(
      ['begin', 'set local session_replication_role = replica']
        .concat(
          tables.map((name) => `delete from ${schema}."${name}"`),
          'commit',
        )
        .join('; '),
    );
    return true;
  });
}

/** Notes the tables of a schema migrated just now, the first time in this process. */
async function noteMigratedTables(url: string, schema: string) {
  if (migratedTables !== undefined) return;
  migratedTables = (await withAdmin(url, (client) => tablesOf(client, schema))).join();
}

/**
 * A fresh, migrated database of its own: a temporary SQLite file (WAL, as in production), or a
 * PostgreSQL schema of its own in TEST_DATABASE_URL, new or emptied by the test before, that
 * goes afterwards. `migrate: false` leaves it empty, for tests of a migration on data of an
 * older schema.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DB_URL as string;
    const spare = migrate ? spareSchemas.pop() : undefined;
    const schema = spare ?? `${schemaPrefix}_${randomBytes(6).toString('hex')}`;
    if (!spare) await withAdmin(url, (client) => client.query(`create schema ${schema}`));
    const db = openDatabase(url, { schema, onQuery: countQuery });
    if (!migrate) movedSchemas.add(db);
    // A fresh schema only gains tables: its migration reads the catalogue beside others.
    if (migrate && !spare) {
      await whileSchemasStay(() => migrateToLatest(db));
      await noteMigratedTables(url, schema);
    }
    return {
      db,
      async drop() {
        await db.close();
        // A schema the test changed, or that cannot be emptied (a role without the right to set
        // the replication role), is dropped as before.
        if (!movedSchemas.has(db) && (await emptySchema(url, schema).catch(() => false))) {
          spareSchemas.push(schema);
          return;
        }
        await aloneInTheCatalogue(() =>
          withAdmin(url, (client) => client.query(`drop schema ${schema} cascade`)),
        );
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'kalike-test-'));
  const db = openDatabase(join(dir, 'test.sqlite'), { onQuery: countQuery });
  if (migrate) await migrateToLatest(db);
  return {
    db,
    async drop() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The variables of a test app: defaults, no site, no logs, plus what the test changes. */
export function testEnv(env: Record<string, string> = {}): Record<string, string> {
  // Tests import curriculum and ask at once: the in-memory copy is checked on every request.
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_DIR: '',
    CURRICULUM_RECHECK_SECONDS: '0',
    // Tests write rows directly and read at once: answers from memory only where a test asks
    // for them (server/answerMemo.test.ts).
    ANSWER_MEMO_SECONDS: '0',
    ...env,
  };
}

/** The configuration of a test app, loaded from `testEnv(env)`. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(testEnv(env));
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  counters: CounterStore;
  /**
   * The cluster project only (TEST_CLUSTER=1, server/test/cluster.ts): the base URLs of the two
   * API processes that `app.inject` sends to in turn.
   */
  instances?: string[];
  /**
   * After a test wrote a child's, parent's or session's row directly: the app (and, in the
   * cluster, both API processes, through Redis) forgets the sessions it remembers, as a script
   * changing rows behind the API's back must make it (sessionCache.ts).
   */
  forgetSessions(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real HTTP application on a real database, for `app.inject`. In the cluster project, two
 * API processes on the same database and Redis answer `app.inject` instead (over HTTP); the
 * in-process app stays for what tests read from it (its routes, its database).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    counters?: CounterStore;
    siteDir?: string;
    /** The app's log (with `LOG_LEVEL` set in `env`), for a test that reads it. */
    logStream?: { write(line: string): void };
    /** The privacy policy's versions (not in the cluster project, whose processes read the real list). */
    policyHistory?: readonly PolicyVersion[];
  } = {},
): Promise<TestApp> {
  if (inCluster && options.policyHistory)
    throw new Error('the cluster project serves the real policy versions');
  const database = await createTestDatabase();
  const env = testEnv({ ...options.env, ...(options.siteDir ? { SITE_DIR: options.siteDir } : {}) });
  const redis = inCluster ? await claimRedisDatabase() : undefined;
  // In the cluster, the test sees the counters the API processes share.
  const counters = options.counters ?? (redis ? createRedisCounters(redis.url) : createMemoryCounters());
  const app = await buildApp(loadConfig(env), {
    db: database.db,
    counters,
    logStream: options.logStream,
    policyHistory: options.policyHistory,
  });
  let cluster: Cluster | undefined;
  const close = async () => {
    await cluster?.stop();
    await app.close();
    await counters.close();
    await database.drop();
    await redis?.release();
  };
  if (redis) {
    try {
      const schema = database.db.schema;
      if (!schema) throw new Error('the cluster project needs PostgreSQL (TEST_DB=postgres)');
      // The API processes use the test's schema, migrated by createTestDatabase: their migrator
      // finds its tables there through search_path and has nothing to do.
      const databaseUrl = new URL(process.env.TEST_DB_URL as string);
      databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
      // Each process's migrator lists every schema's tables on its way up: none may go meanwhile.
      cluster = await whileSchemasStay(() =>
        startCluster({ env, databaseUrl: databaseUrl.toString(), redisUrl: redis.url }),
      );
    } catch (error) {
      await close();
      throw error;
    }
    app.inject = cluster.inject as unknown as typeof app.inject;
  }
  const forgetSessions = async () => {
    await app.sessions.forgetAll();
    if (redis) await forgetEverywhere(redis.url);
  };
  return { app, db: database.db, counters, instances: cluster?.bases, forgetSessions, close };
}

/**
 * A second API instance on `t`'s database, as a second server behind a load balancer would be:
 * its own app, curriculum cache and, on PostgreSQL, its own connection pool. On SQLite, which one
 * process serves, it shares `t`'s connection. Close it before `t`.
 */
export async function anotherInstance(t: TestApp, env: Record<string, string> = {}) {
  const db =
    t.db.kind === 'postgres'
      ? openDatabase(process.env.TEST_DB_URL as string, { schema: t.db.schema })
      : t.db;
  const app = await buildApp(testConfig(env), { db });
  return {
    app,
    async close() {
      await app.close();
      if (db !== t.db) await db.close();
    },
  };
}

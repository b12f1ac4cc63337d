import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type DbKind, kindOfUrl } from './dialect.ts';
import type { Database } from './schema.ts';

export interface Db {
  kind: DbKind;
  /** PostgreSQL only: the schema in use when it is not the default one. */
  schema?: string;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: the schema to use (tests give each run its own). */
  schema?: string;
  /** Told every query's SQL as it runs (tests count the queries of a request). */
  onQuery?: (sql: string) => void;
}

const logOf = (onQuery: OpenOptions['onQuery']) =>
  onQuery
    ? {
        log: (event: { level: string; query: { sql: string } }) => {
          if (event.level === 'query') onQuery(event.query.sql);
        },
      }
    : {};

/**
 * Opens the database a URL names: `postgres://…` for PostgreSQL, anything else is a SQLite
 * file path (an optional `sqlite:` or `file:` prefix is dropped; `:memory:` works too).
 */
export function openDatabase(url: string, options: OpenOptions = {}): Db {
  const kind = kindOfUrl(url);
  if (kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...logOf(options.onQuery) });
    return { kind, db, schema: options.schema, close: () => db.destroy() };
  }

  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the one writer; a busy writer waits instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // NORMAL in WAL mode loses no committed transaction when the process dies (kill -9);
  // only a power cut can lose the last ones.
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    ...logOf(options.onQuery),
  });
  return { kind, db, close: () => db.destroy() };
}

/**
 * Kysely calls `prepare` for every query, and better-sqlite3 compiles the SQL each time: under
 * load that compiling was the server's largest single cost (`npm run bench`). Statements are
 * kept by their SQL text; the oldest goes when the cache is full (`in (…)` lists of different
 * lengths are different texts).
 */
function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

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
    pool.on('connect', preparedStatements);
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

/** Names given to statements' SQL texts, one per text for the process (pg's cache is per connection). */
const statementNames = new Map<string, string>();
/** Past this many texts (`in (…)` lists of every length), a new text runs unnamed, as before. */
const MAX_NAMED_STATEMENTS = 1000;

/**
 * Kysely sends every query with its SQL text, so PostgreSQL parses and plans it on every call,
 * the same cost better-sqlite3's compiling was (below). A query with values is sent as a named
 * statement instead: pg prepares it once per connection and then only binds the values (issue 31
 * point 3). A query without values (`begin`, `commit`, migrations' DDL) stays a simple query.
 */
function preparedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0)
      return query(text, values, ...rest);
    let name = statementNames.get(text);
    if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
      name = `kalike_${statementNames.size}`;
      statementNames.set(text, name);
    }
    return name ? query({ name, text, values }, ...rest) : query(text, values, ...rest);
  };
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

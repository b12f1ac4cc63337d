/**
 * What the bench and crash-recovery scripts share: a fresh database (a temporary SQLite file or
 * a new PostgreSQL schema), the API (`node server/main.ts`), a bare `node:http` server or a
 * same-bytes server in a child process of their own, and a signed-in child. Ports are the
 * callers' (4391-4399).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { type DbKind, kindOfUrl, toDbTime } from '../../server/db/dialect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database, StudentTable } from '../../server/db/schema.ts';

export interface FreshDatabase {
  /** What the API is given as DATABASE_URL. */
  url: string;
  kind: DbKind;
  /** PostgreSQL: the schema, also named in the URL's search_path. */
  schema?: string;
  /** Drops the schema or deletes the temporary directory. */
  dispose(): Promise<void>;
}

/**
 * A database nobody else uses, migrated: `<tmp>/kalike-<prefix>-…/kalike.sqlite`, or with
 * `postgres` a new schema `<prefix>_<random>` in that database, reached through
 * `options=-c search_path=…`.
 *
 * The migrations run here, with the schema named: Kysely's migrator, given no schema, looks for
 * its tables in every schema, so an API started on a new schema while another one (a test run's)
 * holds migration tables takes them for its own and fails ("kysely_migration_lock does not
 * exist"). Migrated here first, the API finds its tables and has nothing to do.
 */
export async function freshDatabase(prefix: string, postgres?: string): Promise<FreshDatabase> {
  let database: FreshDatabase;
  if (!postgres) {
    const dir = mkdtempSync(join(tmpdir(), `kalike-${prefix}-`));
    database = {
      url: join(dir, 'kalike.sqlite'),
      kind: 'sqlite',
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  } else {
    const schema = `${prefix}_${randomUUID().slice(0, 8)}`;
    await adminQuery(postgres, `create schema ${schema}`);
    const url = new URL(postgres);
    url.searchParams.set('options', `-c search_path=${schema}`);
    database = {
      url: url.toString(),
      kind: kindOfUrl(postgres),
      schema,
      dispose: () => adminQuery(postgres, `drop schema if exists ${schema} cascade`),
    };
  }
  const db = openDatabase(database.url, { schema: database.schema });
  try {
    await migrateToLatest(db);
  } finally {
    await db.close();
  }
  return database;
}

/**
 * PostgreSQL: ANALYZE of the tables the benches write to (named: a bare ANALYZE would visit every
 * schema). The writer's rows pile up during a run; statistics taken when a child had a few rows
 * would have the reader's queries scan the whole table. Autovacuum re-analyses a table whose rows
 * grow by 10 %, but only once a minute: the benches do it before each round. SQLite: nothing.
 */
export async function analyzeWrittenTables(database: FreshDatabase) {
  if (database.kind !== 'postgres') return;
  await adminQuery(
    database.url,
    'analyze activity_attempts, coin_ledger, notifications, refresh_tokens, students',
  );
}

async function adminQuery(postgres: string, statement: string) {
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface RunningServer {
  base: string;
  child: ChildProcess;
  /** SIGTERM (a clean stop) or SIGKILL; resolves when the process has gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Polls `url` until it answers 2xx; throws after `timeoutMs`. */
export async function waitUntilUp(url: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function serve(child: ChildProcess, port: number, healthPath: string, timeoutMs: number) {
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return Promise.race([
    waitUntilUp(`${base}${healthPath}`, timeoutMs),
    exited.then(() => {
      throw new Error(`the server on port ${port} exited before it answered (code ${child.exitCode})`);
    }),
  ]).then(
    (): RunningServer => ({ base, child, stop }),
    async (error: unknown) => {
      await stop('SIGKILL');
      throw error;
    },
  );
}

/**
 * The API as `npm run api` runs it, on 127.0.0.1:`port`, with no site, errors-only logs and the
 * local SMS provider; `env` adds or overrides variables. Resolves once /healthz answers.
 */
export function startApi(options: {
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
  /** Flags for node before the script, e.g. `--cpu-prof --cpu-prof-dir <dir>`. */
  nodeArgs?: string[];
  timeoutMs?: number;
}): Promise<RunningServer> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      SITE_DIR: '',
      LOG_LEVEL: 'error',
      SMS_PROVIDER: 'local',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return serve(child, options.port, '/healthz', options.timeoutMs ?? 60_000);
}

/** The least any Node HTTP server can do on this machine, in a process of its own like the API. */
export function startBareServer(port: number): Promise<RunningServer> {
  const code = `require('node:http')
    .createServer((_q, r) => r.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"world"}'))
    .listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
  return serve(child, port, '/', 10_000);
}

/** One answer as it went over the wire: status, headers, and the body's bytes as sent (compressed). */
export interface RecordedAnswer {
  status: number;
  /** Name and value, in the order and spelling the server sent, without the ones Node writes itself. */
  headers: [string, string][];
  body: Buffer;
}

/** Headers `node:http` writes on its own (or that describe the connection, not the answer). */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Sends one request with `node:http` (fetch would decompress the body) and keeps the answer as
 * it came: the status, every header but the connection's, and the body's bytes. A chunked
 * answer gets the content-length of its body, so that it can be written back in one piece.
 */
export function recordAnswer(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method ?? 'GET', headers: init.headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers: [string, string][] = [];
        const raw = incoming.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = raw[i] ?? '';
          if (!CONNECTION_HEADERS.has(name.toLowerCase())) headers.push([name, raw[i + 1] ?? '']);
        }
        if (!headers.some(([name]) => name.toLowerCase() === 'content-length'))
          headers.push(['content-length', String(body.length)]);
        resolve({ status: incoming.statusCode ?? 0, headers, body });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/**
 * The least any Node HTTP server can do to send exactly these answers: a bare `node:http`
 * server in a process of its own that writes each recorded answer (status, headers, body bytes)
 * on its path, and nothing else. A request with a body (a POST) is read to its end first, as a
 * real server must; `/` answers 204 (to see it is up), any other path 404.
 */
export async function startSameBytesServer(
  port: number,
  answers: Map<string, RecordedAnswer>,
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'kalike-same-bytes-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(
      [...answers].map(([path, answer]) => [
        path,
        { status: answer.status, headers: answer.headers.flat(), body: answer.body.toString('base64') },
      ]),
    ),
  );
  const code = `const answers = new Map(
      JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8')).map(([path, a]) => [
        path,
        { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') },
      ]),
    );
    require('node:http')
      .createServer((q, r) => {
        const a = answers.get(q.url);
        if (!a) return void r.writeHead(q.url === '/' ? 204 : 404).end();
        if (q.method === 'GET' || q.method === 'HEAD') return void r.writeHead(a.status, a.headers).end(a.body);
        q.on('end', () => r.writeHead(a.status, a.headers).end(a.body)).resume();
      })
      .listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code, file], { stdio: ['ignore', 'ignore', 'inherit'] });
  // The child reads the file before it listens: once it answers, the file is no longer needed.
  const server = await serve(child, port, '/', 10_000).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  rmSync(dir, { recursive: true, force: true });
  return server;
}

/** A child of class 3, CBSE, English medium, unless `fields` says otherwise. */
export function benchStudent(fields: Partial<StudentTable> & { parent_id: string }) {
  const at = toDbTime(new Date());
  return {
    id: randomUUID(),
    student_name: 'Bench',
    gender: 'Male',
    grade: '3',
    board: 'CBSE',
    medium: 'English',
    school_name: null,
    state: 'Karnataka',
    district: 'Mandya',
    taluk: 'Maddur',
    photo: null,
    created_at: at,
    updated_at: at,
    ...fields,
  } satisfies StudentTable;
}

/**
 * Inserts a parent with the phone and password hash, and their one child, straight into the
 * database (sign-up is tested elsewhere; ADR 018); returns the child's id.
 */
export async function insertChild(
  db: Kysely<Database>,
  { phone, password_hash, ...fields }: Partial<StudentTable> & { phone: string; password_hash: string },
): Promise<string> {
  const at = toDbTime(new Date());
  const parentId = randomUUID();
  await db
    .insertInto('parents')
    .values({
      id: parentId,
      phone,
      password_hash,
      email: null,
      gate_pin_hash: null,
      // SQLite's 0 is false; PostgreSQL takes the number 0 for a boolean too.
      report_opt_in: 0,
      report_language: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const row = benchStudent({ ...fields, parent_id: parentId });
  await db.insertInto('students').values(row).execute();
  return row.id;
}

/** Logs in with phone and password (POST /v1/student/login); returns the access token. */
export async function logIn(
  base: string,
  phone: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${base}/v1/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: phone, password, deviceId: 'bench', deviceModel: 'bench' }),
  });
  if (!response.ok) throw new Error(`login of ${phone} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { tokenData: { accessToken: string } }).tokenData.accessToken;
}

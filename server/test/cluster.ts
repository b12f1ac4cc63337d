import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { it } from 'vitest';
import { waitUntilUp } from '../../scripts/lib/apiUnderTest.ts';
import { SESSION_CHANNEL } from '../modules/auth/index.ts';
import { TEST_REDIS_URL } from './redis.ts';

/**
 * The `api-cluster` project (vitest.config.ts, TEST_CLUSTER=1): every test app is also two API
 * processes (`node server/main.ts`) on the test's PostgreSQL schema and a Redis database of its
 * own, and `app.inject` sends each request over HTTP to one of them in turn. So the auth, wallet
 * and payment tests prove that rate limits, throttles and refresh-token reuse are shared by
 * instances, not kept in one process's memory.
 */
export const inCluster = process.env.TEST_CLUSTER === '1';

/**
 * A test that moves the server's clock (`vi.useFakeTimers`, an injected clock): the API
 * processes keep the real time, so it runs everywhere except in the cluster project.
 *
 * Skipped there: wallet.test.ts "the day is India’s calendar day…" (fakes Date to 23:50 IST).
 */
export const itInProcess = it.skipIf(inCluster);

const root = fileURLToPath(new URL('../../', import.meta.url));
const CLAIM_PREFIX = 'kalike:test:cluster-db:';

export interface RedisDatabase {
  /** The Redis URL with the claimed database number, e.g. `redis://127.0.0.1:6379/3`. */
  url: string;
  /** Empties the database and gives it back. */
  release(): Promise<void>;
}

/**
 * A Redis database (1–15) nobody else uses, emptied. The API keeps its counters under a fixed
 * prefix, so two test apps in one database would share their rate limits (the tests reuse
 * addresses); a database each keeps them apart. Claims live in database 0 and expire after an
 * hour in case a run dies without giving them back.
 */
export async function claimRedisDatabase(timeoutMs = 60_000): Promise<RedisDatabase> {
  const admin = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const configured = await admin.config('GET', 'databases').then(
      (answer) => Number((answer as string[])[1]) || 16,
      () => 16,
    );
    const token = randomUUID();
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      for (let index = 1; index < configured; index += 1) {
        if ((await admin.set(`${CLAIM_PREFIX}${index}`, token, 'PX', 3_600_000, 'NX')) !== 'OK') continue;
        const url = new URL(TEST_REDIS_URL);
        url.pathname = `/${index}`;
        await flush(url.toString());
        return {
          url: url.toString(),
          async release() {
            await flush(url.toString());
            const owner = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
            try {
              if ((await owner.get(`${CLAIM_PREFIX}${index}`)) === token)
                await owner.del(`${CLAIM_PREFIX}${index}`);
            } finally {
              owner.disconnect();
            }
          },
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no free Redis database at ${TEST_REDIS_URL} within ${timeoutMs} ms`);
  } finally {
    admin.disconnect();
  }
}

/** Every API process listening on this Redis forgets the sessions it remembers (sessionCache.ts). */
export async function forgetEverywhere(url: string) {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    await client.publish(SESSION_CHANNEL, '*');
  } finally {
    client.disconnect();
  }
}

async function flush(url: string) {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

// Loaded before main.ts: the API ends when the test process that started it has gone (its
// stdin closes), so that a killed test run leaves no server behind.
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent(
  "process.stdin.on('end', () => process.exit(1)).resume();",
)}`;

/** What a child process is given beside the configuration: no variables of the test's shell. */
function baseEnv(): Record<string, string> {
  const kept = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'SystemRoot'];
  return Object.fromEntries(kept.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

interface Instance {
  base: string;
  child: ChildProcess;
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...baseEnv(), ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // The last lines, to explain a failed start; afterwards errors go to the test's stderr.
  const tail: string[] = [];
  let started = false;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      if (!line.trim() || line.includes('Kalike is running at')) return;
      if (started) process.stderr.write(`[api ${name}] ${line}\n`);
      else tail.push(line) > 40 && tail.shift();
    });
  }
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(
        new Error(`API ${name} exited before it answered (${signal ?? code}):\n${tail.join('\n')}`.trimEnd()),
      ),
    ),
  );
  try {
    await Promise.race([waitUntilUp(`${base}/healthz`, 180_000), exited]);
  } catch (error) {
    await stopInstance({ base, child });
    throw error;
  }
  exited.catch(() => {});
  started = true;
  return { base, child };
}

async function stopInstance({ child }: Instance) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

export interface Cluster {
  /** The base URLs of the instances, e.g. `http://127.0.0.1:40123`. */
  bases: string[];
  /** `app.inject` over HTTP, to each instance in turn. */
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  stop(): Promise<void>;
}

/**
 * Starts `count` API processes with exactly the variables `env` the in-process app's
 * configuration was loaded from, on `databaseUrl` and `redisUrl`. They sit behind one trusted
 * proxy (the test), which passes the client address in X-Forwarded-For.
 */
export async function startCluster(options: {
  env: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  count?: number;
}): Promise<Cluster> {
  const env = {
    // Like the in-process app: no sample data (buildApp never loads it), unless the test says so.
    SEED_SAMPLE_DATA: 'false',
    SMS_PROVIDER: 'local',
    ...options.env,
    NODE_ENV: options.env.NODE_ENV ?? 'test',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    LOG_LEVEL: 'error',
    // One proxy hop more than the test app trusts: the test, which adds the client address.
    TRUST_PROXY: String(Number(options.env.TRUST_PROXY ?? 0) + 1),
  };
  const names = 'ABCDEFGH'.split('').slice(0, options.count ?? 2);
  const settled = await Promise.allSettled(names.map((name) => startInstance(name, env)));
  const instances = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) {
    await Promise.all(instances.map(stopInstance));
    throw failure.reason;
  }
  const agent = new Agent({ keepAlive: true });
  let turn = 0;
  return {
    bases: instances.map((instance) => instance.base),
    inject(options) {
      const base = instances[turn++ % instances.length]?.base as string;
      return sendOverHttp(agent, base, typeof options === 'string' ? { url: options } : options);
    },
    async stop() {
      agent.destroy();
      await Promise.all(instances.map(stopInstance));
    },
  };
}

/**
 * The request `app.inject(options)` would make, sent to `base`; the answer has the members of
 * light-my-request's Response the tests read. `remoteAddress` (127.0.0.1 by default, as in
 * inject) becomes the last X-Forwarded-For entry.
 */
async function sendOverHttp(
  agent: Agent,
  base: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const method = (options.method ?? 'GET').toUpperCase();
  const path = typeof options.url === 'string' ? options.url : options.path;
  if (typeof path !== 'string') throw new Error('cluster inject: only a string url or path is supported');
  const url = new URL(path, base);
  if (options.query) {
    const query =
      typeof options.query === 'string'
        ? new URLSearchParams(options.query)
        : new URLSearchParams(
            Object.entries(options.query).flatMap(([k, v]) =>
              (Array.isArray(v) ? v : [v]).map((x) => [k, x]),
            ),
          );
    for (const [k, v] of query) url.searchParams.append(k, v);
  }
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(options.headers ?? {})) {
    if (v !== undefined) headers[k.toLowerCase()] = typeof v === 'number' ? String(v) : v;
  }
  if (options.cookies) {
    headers.cookie = Object.entries(options.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }
  const forwarded = headers['x-forwarded-for'];
  const client = options.remoteAddress ?? '127.0.0.1';
  headers['x-forwarded-for'] = forwarded ? `${[forwarded].flat().join(', ')}, ${client}` : client;

  const given = options.payload ?? options.body;
  let body: Buffer | undefined;
  if (given !== undefined && given !== null && method !== 'GET' && method !== 'HEAD') {
    if (typeof given === 'string' || Buffer.isBuffer(given)) body = Buffer.from(given);
    else if (given instanceof Readable) throw new Error('cluster inject: stream payloads are not supported');
    else {
      body = Buffer.from(JSON.stringify(given));
      headers['content-type'] ??= 'application/json';
    }
    headers['content-length'] = String(body.length);
  }

  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        const payload = rawPayload.toString();
        const response = {
          raw: { req, res },
          statusCode: res.statusCode ?? 0,
          statusMessage: res.statusMessage ?? '',
          headers: res.headers,
          trailers: res.trailers,
          rawPayload,
          payload,
          body: payload,
          cookies: [],
          json: () => JSON.parse(payload),
          stream: () => Readable.from(rawPayload),
        };
        resolve(response as unknown as LightMyRequestResponse);
      });
    });
    req.on('error', (error) =>
      reject(new Error(`${method} ${url} failed: ${error.message}`, { cause: error })),
    );
    req.end(body);
  });
}

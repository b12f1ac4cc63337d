/**
 * The load generator of `npm run bench` and `bench:scale`: autocannon (raw keep-alive sockets,
 * far cheaper per request than fetch) drives one target at a time; rounds are interleaved and
 * reported as medians, and every run is also written as JSON under test-results/bench/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** `[<id>]` in the body becomes a new random id on every request (a fresh idempotency key). */
  body?: string;
  /** Statuses this target is meant to answer (default: any 2xx); e.g. 409 for a second check-in. */
  expect?: number[];
}

/** What one target measured: rate, latencies and how its answers went. */
interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers with an expected status. */
  ok: number;
  /** Answers with an unexpected status below 500 (redirects, 4xx). */
  unexpected: number;
  serverErrors: number;
  /** Connection errors and timeouts. */
  networkErrors: number;
}

export interface Sample extends Figures {
  /** How many answers had each status. */
  statuses: Record<string, number>;
}

/**
 * The options of every bench: `--postgres <url>` (else SQLite), `--seconds`, `--rounds`,
 * `--connections` (50, QUALITY.md's figure), plus the bench's own `extra` ones; numbers checked.
 */
export function benchOptions(
  defaults: { seconds: number; rounds: number },
  extra: Record<string, { type: 'string' | 'boolean' }> = {},
) {
  const values: Record<string, string | boolean | undefined> = parseArgs({
    options: {
      postgres: { type: 'string' },
      seconds: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      ...extra,
    },
  }).values;
  const number = (name: string, fallback: number) => {
    const value = Number(values[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
    return value;
  };
  return {
    postgres: typeof values.postgres === 'string' ? values.postgres : undefined,
    seconds: number('seconds', defaults.seconds),
    rounds: number('rounds', defaults.rounds),
    connections: number('connections', 50),
    number,
    values,
  };
}

/** One run of `seconds` against `target` with `connections` keep-alive connections. */
export async function measure(target: Target, seconds: number, connections: number): Promise<Sample> {
  // Latencies are kept here at full resolution (autocannon's histogram keeps whole milliseconds).
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers ?? {},
        ...(target.body === undefined
          ? {}
          : { body: target.body, idReplacement: target.body.includes('[<id>]') }),
        connections,
        duration: seconds,
        timeout: 10,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  const percentile = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  let ok = 0;
  let unexpected = 0;
  let serverErrors = 0;
  const statuses: Record<string, number> = {};
  for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = count;
    const status = Number(code);
    const expected = target.expect ? target.expect.includes(status) : status >= 200 && status < 300;
    if (expected) ok += count;
    else if (status >= 500) serverErrors += count;
    else unexpected += count;
  }
  return {
    requestsPerSecond: (ok + unexpected + serverErrors) / result.duration,
    p50: percentile(0.5),
    p99: percentile(0.99),
    ok,
    unexpected,
    serverErrors,
    networkErrors: result.errors + result.timeouts,
    statuses,
  };
}

export const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export interface Summary extends Figures {
  name: string;
  rounds: Sample[];
}

/** Medians of the rates and latencies; counts added up over the rounds. */
export function summarize(name: string, rounds: Sample[]): Summary {
  const sum = (pick: (s: Sample) => number) => rounds.reduce((total, s) => total + pick(s), 0);
  return {
    name,
    requestsPerSecond: median(rounds.map((s) => s.requestsPerSecond)),
    p50: median(rounds.map((s) => s.p50)),
    p99: median(rounds.map((s) => s.p99)),
    ok: sum((s) => s.ok),
    unexpected: sum((s) => s.unexpected),
    serverErrors: sum((s) => s.serverErrors),
    networkErrors: sum((s) => s.networkErrors),
    rounds,
  };
}

/**
 * `rounds` interleaved rounds (A B C … A B C …): in each round every target runs once, in order,
 * so that a slow spell of the shared machine hits all of them alike. A short warm-up run of each
 * target comes first and is not counted.
 */
export async function interleavedRounds(
  targets: Target[],
  options: {
    seconds: number;
    rounds: number;
    connections: number;
    warmupSeconds?: number;
    /** Runs before each round (e.g. ANALYZE on PostgreSQL). */
    beforeRound?: () => Promise<void>;
  },
): Promise<Map<Target, Sample[]>> {
  const samples = new Map<Target, Sample[]>(targets.map((target) => [target, []]));
  const warmup = options.warmupSeconds ?? 1;
  if (warmup > 0) for (const target of targets) await measure(target, warmup, options.connections);
  for (let round = 1; round <= options.rounds; round++) {
    await options.beforeRound?.();
    for (const target of targets)
      samples.get(target)?.push(await measure(target, options.seconds, options.connections));
    console.error(`round ${round} of ${options.rounds} done`);
  }
  return samples;
}

/** Right-aligned table columns, first column left-aligned. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

/** Writes `test-results/bench/<name>.json` with the machine's description; returns the path. */
export function writeResult(name: string, result: Record<string, unknown>): string {
  const dir = resolve('test-results', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version };
  writeFileSync(
    file,
    `${JSON.stringify({ name, date: new Date().toISOString(), machine, ...result }, null, 2)}\n`,
  );
  return file;
}

export const ms = (value: number) => value.toFixed(1);
export const whole = (value: number) => value.toFixed(0);

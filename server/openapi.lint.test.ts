import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/testApp.ts';

/**
 * Issue 20: the served /openapi.json passes Redocly's recommended rules with no error and no
 * warning (examples that do not match their schemas are warnings: they fail here too). The
 * CLI, not @redocly/openapi-core: the CLI is what a developer runs by hand (README "API"), and
 * it ships as one bundle without the library as a package of its own.
 */
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'kalike-openapi-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

it('passes Redocly lint (recommended): 0 errors, 0 warnings', async () => {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, (await t.app.inject({ method: 'GET', url: '/openapi.json' })).body);
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  // Lint exits 1 on errors; the JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, 'lint', file, '--extends=recommended', '--format=json'],
    {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
  const lines = report.problems.map(
    (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
  );
  expect(lines).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
}, 300_000);

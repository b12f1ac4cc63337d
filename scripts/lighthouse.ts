/**
 * `npm run lighthouse [path …]`: audits the public pages in both languages with Lighthouse's
 * mobile defaults (Slow 4G, 4× CPU slowdown) in Debian's Chromium, against the bundled server
 * on a fresh database, and prints the four scores per page. Fails when a page misses
 * QUALITY.md's targets: Performance ≥ 95, Accessibility, Best Practices and SEO 100.
 * JSON reports go to test-results/lighthouse/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './system-deps.mjs';

const PUBLIC_PATHS = ['/', '/journey', '/about', '/contactUs', '/terms-conditions', '/privacy-policy'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4360);
const outDir = 'test-results/lighthouse';

const requested = process.argv.slice(2);
const paths = requested.length
  ? requested
  : PUBLIC_PATHS.flatMap((path) => [path, path === '/' ? '/kn/' : `/kn${path}`]);

const build = spawnSync('node', ['scripts/build-if-stale.ts'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const server = spawn('node', ['server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: join(outDir, 'db.sqlite'),
    LOG_LEVEL: 'warn',
  },
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i += 1) {
  const up = await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (i > 100) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: findChromium() ?? undefined,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const misses: string[] = [];
console.log('page                      perf  a11y  best   seo');
try {
  for (const path of paths) {
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like): that run says
    // nothing about the page, so it is run again, up to twice.
    let result: Awaited<ReturnType<typeof lighthouse>>;
    for (let attempt = 1; ; attempt += 1) {
      result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result?.lhr.runtimeError || attempt === 3) break;
      console.log(`${path}: Lighthouse error ${result.lhr.runtimeError.code}, running again`);
    }
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    if (result.lhr.runtimeError) misses.push(`${path}: Lighthouse failed (${result.lhr.runtimeError.code})`);
    const { categories } = result.lhr;
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Record<keyof typeof TARGETS, number>;
    console.log(
      `${path.padEnd(24)} ${String(scores.performance).padStart(5)} ${String(scores.accessibility).padStart(5)} ${String(scores['best-practices']).padStart(5)} ${String(scores.seo).padStart(5)}`,
    );
    for (const [id, target] of Object.entries(TARGETS)) {
      const score = scores[id as keyof typeof TARGETS];
      if (score < target) {
        const failing = Object.values(result.lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 1 &&
              categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          )
          .map((audit) => audit.id);
        misses.push(`${path} ${id} ${score} < ${target} (${failing.join(', ')})`);
      }
    }
    writeFileSync(join(outDir, `${path.replaceAll('/', '_') || '_'}.json`), result.report as string);
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}

if (misses.length) {
  console.error(`\nBelow target:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nAll ${paths.length} pages meet the targets (reports in ${outDir}/).`);

// `npm run test:all` (what `npm test` runs after installing): every check, in three steps, with
// the work that does not depend on each other side by side. On a 2-core machine the API tests
// spend much of their time waiting on PostgreSQL's disk, and the browser tests on the pages, so
// the types and lint, then the site's build, run beside vitest, and the budgets beside the
// browser tests (issue 33: the suite at half its time). Each side's output is printed whole when
// it ends, the longer side's as it comes; a step is judged once both its sides have ended, and a
// failed step ends the run (no browser tests after a failed vitest or build).
//
//   1. the read-aloud clips (`content:audio`: the unit tests and the build read them)
//   2. vitest (unit, server, API)  ‖  types and lint (`check`), then the build
//   3. the browser tests            ‖  the budgets (they read the build)
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`s one after another; `live` streams, otherwise output is kept for later. */
function lane(name, scripts, live) {
  return new Promise((resolve) => {
    const out = [];
    const next = (i) => {
      if (i === scripts.length) return resolve({ name, status: 0, out });
      const child = spawn('npm', ['run', '--silent', scripts[i]], {
        stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      });
      if (!live) {
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.stderr.on('data', (chunk) => out.push(chunk));
      }
      child.on('close', (status) => {
        if (status !== 0) return resolve({ name: `${name} (${scripts[i]})`, status: status ?? 1, out });
        next(i + 1);
      });
    };
    next(0);
  });
}

async function step(live, beside) {
  const [main, side] = await Promise.all([lane(live[0], live[1], true), lane(beside[0], beside[1], false)]);
  process.stdout.write(`\n› ${side.name}: ${side.status === 0 ? 'passed' : 'FAILED'}\n`);
  for (const chunk of side.out) process.stdout.write(chunk);
  return [main, side].filter((result) => result.status !== 0).map((result) => result.name);
}

const failed = [];
const clips = await lane('read-aloud clips', ['content:audio'], true);
if (clips.status !== 0) process.exit(clips.status);
failed.push(...(await step(['vitest', ['test:unit']], ['types, lint and build', ['check', 'build']])));
if (failed.length === 0)
  failed.push(...(await step(['browser tests', ['test:e2e']], ['budgets', ['budgets']])));
if (failed.length > 0) {
  console.error(`\n✗ Failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\n✓ Every check passed.');

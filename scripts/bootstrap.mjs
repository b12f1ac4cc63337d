// Entry point of `npm start` and `npm test` on a fresh clone.
// It runs on whatever Node the machine has (often 20), so it is plain JavaScript with no
// dependencies: it installs the project (which brings the pinned Node 24 as a devDependency),
// checks the system packages the chosen command needs, then hands over to `npm run …`, where
// node_modules/.bin/node (Node 24) comes first on PATH.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, KANNADA_FONT, missingSpeechPackages } from './system-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const command = process.argv[2];
const targets = { start: 'serve', test: 'test:all' };
if (!targets[command]) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(targets).join('|')}`);
  process.exit(2);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// Install when node_modules is missing or older than package.json / package-lock.json.
function ensureInstalled() {
  const stampFile = join(root, 'node_modules', '.kalike-install-stamp');
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)));
  }
  const wanted = hash.digest('hex');
  const node24 = join(root, 'node_modules', '.bin', 'node');
  if (existsSync(node24) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  console.log('› Installing dependencies (npm install)…');
  // `npm install`, not `npm ci`: the registry omits other platforms' optional Astro bindings,
  // so `npm ci` rejects the lockfile (see ARCHITECTURE.md).
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) process.exit(status);
  writeFileSync(stampFile, wanted);
}

/**
 * Debian packages a command needs: the browser tests need Chromium (Playwright never downloads
 * one) and a Kannada font; the read-aloud clips (issue 16) need eSpeak NG and opus-tools. As
 * root with apt they are installed; otherwise the command to run is printed. `optional` ones
 * only warn: `npm start` runs without clips (the phone's own voice reads instead).
 */
function ensurePackages(required, optional = [], stillMissing = () => []) {
  const missing = [...required, ...optional];
  if (missing.length === 0) return;
  const install = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    if (required.length === 0) {
      console.warn(
        `\nRead-aloud clips need ${missing.join(' and ')}; install with:\n\n  sudo sh -c '${install}'\n`,
      );
      return;
    }
    console.error(
      `\n\`npm ${command}\` needs ${missing.join(', ')}. Install with:\n\n  sudo sh -c '${install}'\n`,
    );
    process.exit(1);
  }
  console.log(`› Installing ${missing.join(' ')} from Debian's packages…`);
  const status = run('sh', ['-c', install], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (required.length > 0 && (status !== 0 || stillMissing().length > 0)) {
    console.error(`Could not install ${missing.join(' ')}; run: ${install}`);
    process.exit(1);
  }
}

function browserPackages() {
  const missing = [];
  if (!findChromium()) missing.push('chromium');
  if (!existsSync(KANNADA_FONT)) missing.push('fonts-noto-core');
  return missing;
}

ensureInstalled();
const testPackages = () => [...browserPackages(), ...missingSpeechPackages()];
if (command === 'test') ensurePackages(testPackages(), [], testPackages);
else ensurePackages([], missingSpeechPackages());
process.exit(run('npm', ['run', '--silent', targets[command]]));

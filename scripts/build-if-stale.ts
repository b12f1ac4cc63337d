/**
 * `npm start` builds the site only when something it is built from changed since the last
 * build, so a restart is quick and a fresh clone or an edit is never served stale.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const inputs = [
  'src',
  'domain',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'server/security/policy.ts',
];
const stamp = join('dist', '.build-stamp');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...inputs.map(newest));
if (changedAt > builtAt) {
  console.log(builtAt ? '› The site changed since the last build: building…' : '› Building the site…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A Node older than 24 on this machine (the system's own, outside node_modules), if any.
function olderNode(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir.includes('node_modules')) continue;
    const candidate = join(dir, 'node');
    if (!existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    if (Number(version.split('.')[0]) < 24) return candidate;
  }
  return undefined;
}

describe('the Node version guard', () => {
  it('lets the pinned Node 24 through', () => {
    const result = spawnSync(process.execPath, ['scripts/require-node.mjs'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
  });

  const older = olderNode();
  it.skipIf(!older)(`stops an older Node (${older}) with the way out`, () => {
    const result = spawnSync(older as string, ['scripts/require-node.mjs'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Kalike needs Node 24/);
    expect(result.stderr).toMatch(/npm start/);
  });
});

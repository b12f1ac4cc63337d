import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a production install must hold (issue 14, issue 33): every package the API imports at run
 * time, from `server/main.ts` through every file it reaches (the contract and libraries under
 * `src/` included), is one of package.json's `dependencies`, not a devDependency that
 * `npm install --omit=dev` leaves out. This is the fast half of the production-install check; the
 * slow half (scripts/productionInstall.test.ts) installs for production and starts the API once
 * per change of package.json or the lockfile.
 */
const dependencies = new Set(Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).dependencies));
const builtins = new Set(builtinModules);

/** The value imports of a file's text: `import … from 'x'`, `export … from 'x'`, `import('x')`. */
function valueImports(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms))
    found.push(match[1] as string);
  for (const match of text.matchAll(/^import\s+'([^']+)'/gm)) found.push(match[1] as string);
  for (const match of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) found.push(match[1] as string);
  return found;
}

/** The package a bare specifier names (`@scope/name/x` → `@scope/name`), or null for a built-in. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || builtins.has(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

/** Every package reached from `entry` through relative imports, with the first file importing it. */
function reachedPackages(
  entry: string,
  read = (file: string): string | undefined => (existsSync(file) ? readFileSync(file, 'utf8') : undefined),
) {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = read(file);
    if (text === undefined) continue;
    for (const specifier of valueImports(text)) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        // Only code runs: a JSON, CSS or asset import is data.
        if (/\.(ts|tsx|mjs|js)$/.test(target)) queue.push(target);
        continue;
      }
      const name = packageOf(specifier);
      if (name && !packages.has(name)) packages.set(name, relative('.', file));
    }
  }
  return packages;
}

describe('a production install has what the API runs (issue 33)', () => {
  it('every package reached from server/main.ts is a dependency, not a devDependency', () => {
    const missing = [...reachedPackages('server/main.ts')]
      .filter(([name]) => !dependencies.has(name))
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
  });

  it('finds a devDependency planted in a file the API reaches', () => {
    const files: Record<string, string> = {
      [resolve('entry.ts')]: "import { a } from './a.ts';\nimport type { T } from 'typed-only';",
      [resolve('a.ts')]:
        "import { load } from 'js-yaml';\nexport { x } from '@scope/dev-tool/sub';\nimport 'node:fs';",
    };
    const reached = reachedPackages(join('.', 'entry.ts'), (file) => files[file]);
    expect([...reached.keys()].sort()).toEqual(['@scope/dev-tool', 'js-yaml']);
  });
});

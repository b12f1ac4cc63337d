import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house's rules (issue 14, ADR 013), checked on the code itself so that they cannot drift:
 * routes speak HTTP, services decide, repositories query; no module wires another's routes; no
 * import cycle; no client call writes a path or an answer type by hand.
 */
function* files(dir: string, ending: RegExp): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path, ending);
    else if (ending.test(entry.name)) yield path;
  }
}
const source = (file: string) => readFileSync(file, 'utf8');
const moduleFiles = [...files('server/modules', /\.ts$/)].filter((file) => !file.endsWith('.test.ts'));

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\(|\bsql`|\.transaction\(\)/;

describe('routes, services and repositories (issue 14)', () => {
  it('no file under server/modules runs SQL or opens a transaction outside a repository or service', () => {
    const offenders = moduleFiles.filter(
      (file) => !/\.(repository|service)\.ts$/.test(file) && QUERY.test(source(file)),
    );
    expect(offenders).toEqual([]);
  });

  it('every module speaks HTTP in *.routes.ts files of at most 150 lines, and nothing else registers routes', () => {
    const long = moduleFiles
      .filter((file) => file.endsWith('.routes.ts'))
      .map((file) => [file, source(file).split('\n').length] as const)
      .filter(([, lines]) => lines > 150);
    expect(long).toEqual([]);
    const registering = moduleFiles.filter(
      (file) =>
        !file.endsWith('.routes.ts') &&
        /\b(app|scope)\.(get|post|put|patch|delete|route)\(/.test(source(file)),
    );
    expect(registering).toEqual([]);
  });

  it("no module imports another module's routes: app.ts alone wires the features together", () => {
    const wiring = moduleFiles.flatMap((file) =>
      [...source(file).matchAll(/from '([^']+\.routes\.ts)'/g)]
        .map((match) => resolve(dirname(file), match[1] as string))
        .filter((target) => dirname(target) !== resolve(dirname(file)))
        .map((target) => `${file} → ${relative('.', target)}`),
    );
    expect(wiring).toEqual([]);
  });
});

describe('imports', () => {
  it('no import cycle in server/ or src/, type imports included (they tie files together too)', () => {
    const all = [...files('server', /\.tsx?$/), ...files('src', /\.tsx?$/)].filter(
      (f) => !/\.test\.tsx?$/.test(f),
    );
    const graph = new Map<string, string[]>();
    for (const file of all) {
      const targets = [...source(file).matchAll(/^import [^;]*?from '(\.[^']+)'/gm)]
        .map((match) => relative('.', resolve(dirname(file), match[1] as string)))
        .filter((target) => graph.has(target) || all.includes(target));
      graph.set(relative('.', file), targets);
    }
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'visiting');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

describe('the one client (issue 14)', () => {
  it('no client call writes a path or an answer type by hand: each calls an endpoint of the contract', () => {
    const handWritten = [...files('src/client', /\.ts$/)]
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        source(file)
          .split('\n')
          .map((line, i) => [`${file}:${i + 1}`, line] as const)
          // A path literal, or an answer type given by hand to the client's own plumbing (whose
          // generic `T` and `call`'s inferred `EndpointOutput<E>` are the only allowed ones).
          .filter(
            ([, line]) => /['`]\/v\d\//.test(line) || /\b(api|raw)<(?!T>|EndpointOutput<E>>)/.test(line),
          ),
      )
      .map(([where]) => where);
    expect(handWritten).toEqual([]);
  });

  it('the client imports the contract as types only, so no island bundles its schemas (zod)', () => {
    const valueImports = [...files('src/client', /\.ts$/)]
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...source(file).matchAll(/^import (?!type )\{[^}]*\} from '(\.\.\/contract\/[\w.]+)'/gm)]
          // routes, endpoint and parentProof hold no schema (the parent proof's header and code).
          .filter((match) => !/\/(routes|endpoint|parentProof)\.ts$/.test(match[1] as string))
          .map((match) => `${file} → ${match[1]}`),
      );
    expect(valueImports).toEqual([]);
  });
});

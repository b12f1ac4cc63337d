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
  it('no import cycle in server/, domain/ or src/, type imports included (they tie files together too)', () => {
    const all = [
      ...files('server', /\.tsx?$/),
      ...files('domain', /\.tsx?$/),
      ...files('src', /\.tsx?$/),
    ].filter((f) => !/\.test\.tsx?$/.test(f));
    const graph = new Map<string, string[]>();
    for (const file of all) {
      // Re-exports count: an index.ts that re-exports a file ties it to every importer (issue 33).
      const targets = [...source(file).matchAll(/^(?:import|export) [^;]*?from '(\.[^']+)'/gm)]
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
        [
          ...source(file).matchAll(
            /^import (?!type )\{[^}]*\} from '((?:\.\.\/)+domain\/contract\/[\w.]+)'/gm,
          ),
        ]
          // operations, endpoint and parentProof hold no schema (the parent proof's header and code).
          .filter((match) => !/\/(operations|endpoint|parentProof)\.ts$/.test(match[1] as string))
          .map((match) => `${file} → ${match[1]}`),
      );
    expect(valueImports).toEqual([]);
  });
});

/** A source file as the rules below read it: its path from the project root and its text. */
interface SourceFile {
  path: string;
  text: string;
}

/** What a file imports (static, dynamic and re-exports), as paths from the project root. */
const importsOf = ({ path, text }: SourceFile) =>
  [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    relative('.', resolve(dirname(path), match[1] as string)),
  );

/**
 * Issue 33: a module's `index.ts` is its one face. Lists `file → target` for every import of a
 * file of a module in `faced` other than its index.ts, from outside that module's folder (a
 * module's own files, its tests included, import each other freely).
 */
function foreignModuleImports(sources: SourceFile[], faced: string[]): string[] {
  return sources.flatMap((file) =>
    importsOf(file)
      .filter((target) => {
        const [, module, rest] = target.match(/^server\/modules\/([^/]+)\/(.+)$/) ?? [];
        return (
          module !== undefined &&
          faced.includes(module) &&
          rest !== 'index.ts' &&
          !file.path.startsWith(`server/modules/${module}/`)
        );
      })
      .map((target) => `${file.path} → ${target}`),
  );
}

/**
 * ADR 013: queries, the query builder and the differences between SQLite and PostgreSQL live in
 * repositories (`*.repository.ts`, plain functions taking the database or a transaction first)
 * and in server/db/ (dialect.ts's `lockStudentRow`, migrations). A service may open a
 * transaction (`db.transaction().execute(...)`), because the rules decide what must happen
 * together (a coin paid with the unlock it buys) and pass the transaction down to the
 * repositories; it writes no SQL of its own. server/test/ (the tests' helpers) is exempt like
 * the tests themselves.
 */
const QUERY_OR_DIALECT =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|with|forUpdate|forShare)\(|\bsql`|\bisPostgres\b|\bisSqlite\b|\.dialect\b|\bdialect\s*[!=]==/;
function queriesOutsideRepositories(sources: SourceFile[]): string[] {
  return sources
    .filter(
      ({ path }) =>
        path.startsWith('server/') &&
        !path.startsWith('server/db/') &&
        !path.startsWith('server/test/') &&
        !path.endsWith('.repository.ts'),
    )
    .filter(({ text }) => QUERY_OR_DIALECT.test(text))
    .map(({ path }) => path);
}

/** Issue 33: the known exceptions, each with its reason; the list only shrinks. */
const SQL_OUTSIDE_REPOSITORIES: string[] = [];

/**
 * STYLE.md: one API client. In src/, only src/client speaks to the server: no `fetch(` and no
 * use of the client's plumbing (`call`, `api`, `raw` of http.ts) elsewhere; other code imports
 * the named calls of src/client (it may import `ApiError` and `API_BASE_URL` to read them).
 */
function apiCallsOutsideClient(sources: SourceFile[]): string[] {
  return sources
    .filter(({ path }) => path.startsWith('src/') && !path.startsWith('src/client/'))
    .filter(
      ({ text }) =>
        // The global `fetch(`, not a fetcher store's `.fetch()` (stores/query.ts, which calls src/client).
        /(?<![.\w])fetch\(/.test(text) ||
        /^import \{[^}]*\b(call|api|raw)\b[^}]*\} from '[./]*\/client\/http\.ts'/m.test(text),
    )
    .map(({ path }) => path);
}

/**
 * Files of domain/ that only the server runs: what the clips say, with the Kannada number words
 * behind it, took the player's island over its 25 KB bar when the island could reach it (CI of 4 Dec).
 */
const SERVER_ONLY_DOMAIN = ['domain/rules/clipText.ts', 'domain/rules/kannadaNumbers.ts'];

/**
 * Issue 33, point 2: what both sides run is one package, `domain/` (the contract, scoring and the
 * coin rule, the calendar, the practice generators, the texts). The server imports it and never
 * `src/` (the site and the app); the domain imports neither. Lists `file → target` for each import
 * across those lines, tests included.
 */
function layerImports(sources: SourceFile[]): string[] {
  return sources.flatMap((file) =>
    importsOf(file)
      .filter(
        (target) =>
          (file.path.startsWith('server/') && target.startsWith('src/')) ||
          (file.path.startsWith('domain/') && (target.startsWith('src/') || target.startsWith('server/'))) ||
          (file.path.startsWith('src/') && SERVER_ONLY_DOMAIN.includes(target)),
      )
      .map((target) => `${file.path} → ${target}`),
  );
}

/**
 * Issue 33, point 4: one name per endpoint. Its operation name (the OpenAPI operationId, in
 * domain/contract/operations.ts) is its key in the contract's declarations and the name of the
 * src/client function that calls it: `getTopicActivities` everywhere, not four names for one
 * thing. Lists `file: name → operation` for each declaration or client function named otherwise.
 */
function endpointNames(sources: SourceFile[]): string[] {
  const contract = sources
    .filter(({ path }) => path.startsWith('domain/contract/'))
    .flatMap(({ path, text }) =>
      [...text.matchAll(/^\s*(\w+): endpoint\(\{\s*\.\.\.operation\('(\w+)'\)/gm)]
        .filter(([, key, name]) => key !== name)
        .map(([, key, name]) => `${path}: ${key} → ${name}`),
    );
  const client = sources
    .filter(({ path }) => path.startsWith('src/client/') && !path.endsWith('/http.ts'))
    .flatMap(({ path, text }) =>
      // Each exported function up to the next export: the operations it calls by name.
      text
        .split(/^(?=export )/m)
        .map((part) => [/^export (?:async )?(?:const|function) (\w+)/.exec(part)?.[1], part] as const)
        .flatMap(([fn, part]) => {
          const names = new Set([...part.matchAll(/\bcall(?:Raw)?<[^>]*>\(\s*'(\w+)'/g)].map((m) => m[1]));
          const [name] = names;
          return fn && names.size === 1 && name !== fn ? [`${path}: ${fn} → ${name}`] : [];
        }),
    );
  return [...contract, ...client];
}

/** The fetches in src/ that are not the API, each with its reason. */
const API_OUTSIDE_CLIENT = [
  // A bundled JSON file of the site (the districts), not the API.
  'src/data/places.ts',
  // The service worker passes the page's own requests on to the network; it calls nothing itself.
  'src/offline/sw.ts',
];

/**
 * Issue 33: the phone's offline answers show one face, as a server module does:
 * `src/offline/index.ts` (starting, the queue, finishing with no signal, sending, leaving), over
 * the store that holds them (offlineDb.ts), which no file outside src/offline opens. The other
 * files of src/offline that screens load on their own, for other jobs, are named here: a new
 * one is a decision, not a drift. Lists `file → target` for every other import of src/offline.
 */
const OFFLINE_ENTRIES = [
  'index.ts',
  // A parent's downloads of units and stories, and reading a downloaded story.
  'downloads.ts',
  'storyDownloads.ts',
  // A story read to the end with no signal: queued through the face's queue, loaded when needed.
  'finishStoryOffline.ts',
  // A deleted account's offline store and caches, loaded only then (not the queue's code).
  'forgetAccount.ts',
  // The child's own voice (issue 30), kept on the phone and forgotten with a child.
  'recordingStore.ts',
  'forgetRecordings.ts',
  // A downloaded lesson video, loaded by the video player when it is played.
  'videoOnPhone.ts',
];
function offlineImportsPastFace(sources: SourceFile[]): string[] {
  return sources.flatMap((file) =>
    importsOf(file)
      .filter((target) => {
        const rest = /^src\/offline\/(.+)$/.exec(target)?.[1];
        return rest !== undefined && !OFFLINE_ENTRIES.includes(rest) && !file.path.startsWith('src/offline/');
      })
      .map((target) => `${file.path} → ${target}`),
  );
}

/** STYLE.md: 300 lines is a reason to split. `path (n lines)` for each file over `limit`. */
function longFiles(sources: SourceFile[], limit: number): string[] {
  return sources
    .map(({ path, text }) => [path, text.split('\n').length] as const)
    .filter(([, lines]) => lines > limit)
    .map(([path, lines]) => `${path} (${lines} lines)`);
}

/** Every source file of the project that imports anything, as its path and text. */
const sourceFiles = ['server', 'domain', 'src', 'scripts', 'tests']
  .flatMap((dir) => [...files(dir, /\.(ts|tsx|mts|mjs|astro)$/)])
  // This file plants violations in its own text, for the rules to find.
  .filter((path) => path !== 'server/architecture.test.ts')
  .map((path) => ({ path, text: source(path) }));
const nonTest = sourceFiles.filter(
  ({ path }) => !/\.(test|spec)\.tsx?$/.test(path) && !path.startsWith('domain/generated/'),
);

describe('one public face per module (issue 33)', () => {
  const modules = readdirSync('server/modules');

  it('every module has an index.ts', () => {
    const withoutIndex = modules.filter(
      (name) => !readdirSync(join('server/modules', name)).includes('index.ts'),
    );
    expect(withoutIndex).toEqual([]);
  });

  it('nothing outside a module imports a file of it but its index.ts (type imports and tests too)', () => {
    expect(foreignModuleImports(sourceFiles, modules)).toEqual([]);
  });

  it('the rule sees a planted import past a face', () => {
    const planted = [
      {
        path: 'server/modules/wallet/wallet.service.ts',
        text: "import { x } from '../auth/auth.repository.ts';",
      },
      { path: 'server/cli/tool.ts', text: "import type { Y } from '../modules/auth/guard.ts';" },
      { path: 'server/modules/auth/auth.test.ts', text: "import { z } from './auth.repository.ts';" },
      { path: 'server/app.ts', text: "import { authModule } from './modules/auth/index.ts';" },
      { path: 'src/x.ts', text: "const m = await import('../server/modules/auth/tokens.service.ts');" },
    ];
    expect(foreignModuleImports(planted, ['auth'])).toEqual([
      'server/modules/wallet/wallet.service.ts → server/modules/auth/auth.repository.ts',
      'server/cli/tool.ts → server/modules/auth/guard.ts',
      'src/x.ts → server/modules/auth/tokens.service.ts',
    ]);
  });
});

describe('one domain package (issue 33)', () => {
  it('the server imports domain/, never src/; domain/ imports neither src/ nor server/; src/ not the server-only clip words', () => {
    expect(layerImports(sourceFiles)).toEqual([]);
  });

  it('the rule sees a planted server import of src/ and domain imports of src/ and server/', () => {
    const planted = [
      {
        path: 'server/modules/wallet/wallet.service.ts',
        text: "import { x } from '../../../src/lib/money.ts';",
      },
      { path: 'server/x.test.ts', text: "import type { Y } from '../src/stores/profile.ts';" },
      { path: 'domain/rules/scoring.ts', text: "import { z } from '../../src/i18n/index.ts';" },
      { path: 'domain/contract/x.ts', text: "import { db } from '../../server/db/database.ts';" },
      { path: 'server/app.ts', text: "import { score } from '../domain/rules/scoring.ts';" },
      { path: 'src/islands/x.tsx', text: "import { score } from '../../domain/rules/scoring.ts';" },
      { path: 'src/lib/speech.ts', text: "import { clipText } from '../../domain/rules/clipText.ts';" },
    ];
    expect(layerImports(planted)).toEqual([
      'server/modules/wallet/wallet.service.ts → src/lib/money.ts',
      'server/x.test.ts → src/stores/profile.ts',
      'domain/rules/scoring.ts → src/i18n/index.ts',
      'domain/contract/x.ts → server/db/database.ts',
      'src/lib/speech.ts → domain/rules/clipText.ts',
    ]);
  });
});

describe('queries only in repositories (issue 33)', () => {
  it('no SQL, query builder or dialect check in server/ outside *.repository.ts and server/db/', () => {
    expect(queriesOutsideRepositories(nonTest)).toEqual(SQL_OUTSIDE_REPOSITORIES);
  });

  it('the rule sees planted SQL, a builder, a dialect check and a row lock, and lets a transaction pass', () => {
    const planted = [
      {
        path: 'server/modules/a/a.service.ts',
        text: 'await db.selectFrom("students").selectAll().execute();',
      },
      { path: 'server/modules/a/a.routes.ts', text: 'await sql`select 1`.execute(db);' },
      { path: 'server/modules/a/b.service.ts', text: 'if (config.isPostgres) lock();' },
      { path: 'server/modules/a/c.service.ts', text: 'trx.selectFrom("parents").forUpdate()' },
      { path: 'server/modules/a/d.service.ts', text: 'await db.transaction().execute((trx) => save(trx));' },
      { path: 'server/modules/a/a.repository.ts', text: 'db.deleteFrom("students")' },
      { path: 'server/db/dialect.ts', text: 'if (isPostgres(db)) sql`select 1`' },
    ];
    expect(queriesOutsideRepositories(planted)).toEqual([
      'server/modules/a/a.service.ts',
      'server/modules/a/a.routes.ts',
      'server/modules/a/b.service.ts',
      'server/modules/a/c.service.ts',
    ]);
  });
});

describe('the API only through src/client (issue 33)', () => {
  it("no file of src/ outside src/client fetches or calls the client's plumbing", () => {
    expect(apiCallsOutsideClient(nonTest)).toEqual(API_OUTSIDE_CLIENT);
  });

  it('the rule sees a planted fetch and a planted call', () => {
    const planted = [
      { path: 'src/offline/x.ts', text: "const r = await fetch('/v1/x');" },
      { path: 'src/offline/y.ts', text: "import { ApiError, call } from '../client/http.ts';" },
      { path: 'src/offline/z.ts', text: "import { ApiError } from '../client/http.ts';" },
      { path: 'src/client/learning.ts', text: "const r = await fetch('/v1/x');" },
    ];
    expect(apiCallsOutsideClient(planted)).toEqual(['src/offline/x.ts', 'src/offline/y.ts']);
  });
});

/**
 * Issue 33, point 5 (ADR 013: feature = URL prefix = module = client file = island folder): an
 * island folder imports its own files, `src/islands/ui/` (the parts several features show: the
 * avatar, the dialog, the password and OTP fields, the PIN offer, the forms' styles) and what lies
 * outside src/islands (stores, client, lib); never another feature's folder, and ui/ no feature's.
 * Lists `file → target` for each crossing (styles and dynamic imports too).
 */
function islandCrossings(sources: SourceFile[]): string[] {
  const folderOf = (path: string) => path.match(/^src\/islands\/([^/]+)\//)?.[1];
  return sources.flatMap((file) => {
    const from = folderOf(file.path);
    if (!from) return [];
    return [...file.text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)]
      .map((match) => relative('.', resolve(dirname(file.path), match[1] as string)))
      .filter((target) => {
        const to = folderOf(target);
        return to !== undefined && to !== from && to !== 'ui';
      })
      .map((target) => `${file.path} → ${target}`);
  });
}

describe('the offline answers through one face (issue 33)', () => {
  it('outside src/offline, only its face and its named entries are imported, never its store', () => {
    expect(offlineImportsPastFace(sourceFiles)).toEqual([]);
  });

  it('the rule sees a planted import of the store and of a queue file, and lets the face pass', () => {
    const planted = [
      {
        path: 'src/islands/parent/X.tsx',
        text: "import type { QueuedAnswer } from '../../offline/offlineDb.ts';",
      },
      { path: 'src/islands/play/Y.tsx', text: "const q = await import('../../offline/answerQueue.ts');" },
      { path: 'src/layouts/Z.astro', text: "import { startOffline } from '../offline/index.ts';" },
      { path: 'src/offline/downloads.ts', text: "import { offlineDb } from './offlineDb.ts';" },
    ];
    expect(offlineImportsPastFace(planted)).toEqual([
      'src/islands/parent/X.tsx → src/offline/offlineDb.ts',
      'src/islands/play/Y.tsx → src/offline/answerQueue.ts',
    ]);
  });
});

describe('island folders (issue 33)', () => {
  it("no island folder imports another feature's folder, only its own and ui/", () => {
    // None left (session 44): the player the activity, practice and preview screens show is ui/player/,
    // the learn screens' styles and the check-in the bar's flame claims are ui/ too.
    expect(islandCrossings(sourceFiles)).toEqual([]);
  });

  it('the rule sees a planted crossing, from a feature and from ui/, and lets ui/ and its own pass', () => {
    const planted = [
      {
        path: 'src/islands/parent/Family.tsx',
        text: "import { Avatar } from '../ui/Avatar.tsx';\nimport './family.css';",
      },
      { path: 'src/islands/play/PlayBar.tsx', text: "import { Avatar } from '../parent/Avatar.tsx';" },
      { path: 'src/islands/ui/Dialog.tsx', text: "const gate = import('../parent/ParentGate.tsx');" },
      { path: 'src/islands/auth/Location.tsx', text: "import '../children/children.css';" },
      { path: 'src/stores/family.ts', text: "import { x } from '../islands/parent/x.ts';" },
    ];
    expect(islandCrossings(planted)).toEqual([
      'src/islands/play/PlayBar.tsx → src/islands/parent/Avatar.tsx',
      'src/islands/ui/Dialog.tsx → src/islands/parent/ParentGate.tsx',
      'src/islands/auth/Location.tsx → src/islands/children/children.css',
    ]);
  });
});

describe('one name per endpoint (issue 33)', () => {
  it("an endpoint's declaration and its client function are named as its operation", () => {
    expect(endpointNames(nonTest)).toEqual([]);
  });

  it('the rule sees a planted declaration and a planted client function named otherwise', () => {
    const planted = [
      {
        path: 'domain/contract/x.ts',
        text: "export const xEndpoints = {\n  activities: endpoint({\n    ...operation('getTopicActivities'),\n  }),\n  getUnits: endpoint({ ...operation('getUnits') }),\n};",
      },
      {
        path: 'src/client/x.ts',
        text: "export const fetchActivities = (id: string) =>\n  call<typeof x.getTopicActivities>('getTopicActivities', { params: { id } });\nexport const getUnits = () => call<typeof x.getUnits>('getUnits');\n",
      },
    ];
    expect(endpointNames(planted)).toEqual([
      'domain/contract/x.ts: activities → getTopicActivities',
      'src/client/x.ts: fetchActivities → getTopicActivities',
    ]);
  });
});

describe('file length (STYLE.md: 300 lines is a reason to split)', () => {
  it('lists the source files over 300 lines (a warning, not a failure)', () => {
    const long = longFiles(nonTest, 300);
    if (long.length > 0)
      console.warn(
        `Files over 300 lines (STYLE.md: a reason to split):\n${long.map((l) => `  ${l}`).join('\n')}`,
      );
    expect(longFiles([{ path: 'src/a.ts', text: 'x\n'.repeat(301) }], 300)).toEqual(['src/a.ts (302 lines)']);
  });
});

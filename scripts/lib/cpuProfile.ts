/**
 * Where a process's time went, from the `.cpuprofile` that `node --cpu-prof` writes on exit:
 * self time by function and by module (a package, a Node built-in, a project file), and the
 * time each module was anywhere on the stack. Idle time is left out of the percentages.
 *
 * `node scripts/lib/cpuProfile.ts <file.cpuprofile> [top] [from seconds]` prints the summary of
 * one profile. Code resumed after an `await` has lost its callers: the time "on the stack" of a
 * service that awaits its queries leaves their time out (it shows under the driver's function).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A file's place: `node:<module>`, `<package>/<file inside it>` or a project file. */
function fileOf(url: string): string {
  if (url.startsWith('node:') || url.startsWith('wasm:')) return url;
  const path = url.startsWith('file:') ? fileURLToPath(url) : url;
  const inPackages = path.lastIndexOf('/node_modules/');
  return inPackages >= 0 ? path.slice(inPackages + '/node_modules/'.length) : relative(process.cwd(), path);
}

/** A package, a Node built-in (`node:internal/…`), a project file, or `(native or V8)`. */
export function moduleOf(url: string): string {
  if (!url) return '(native or V8)';
  if (url.startsWith('wasm:')) return 'wasm';
  const file = fileOf(url);
  if (url.startsWith('node:') || !url.includes('/node_modules/')) return file;
  const [scope = '', name = ''] = file.split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

function functionOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  if (!url) return name;
  return `${name} ${fileOf(url)}:${lineNumber + 1}`;
}

const SPECIAL = new Set(['(program)', '(garbage collector)', '(idle)', '(root)']);

export interface ProfileSummary {
  /** Milliseconds sampled, idle included. */
  totalMs: number;
  idleMs: number;
  /** Self time, milliseconds, highest first. */
  byFunction: [string, number][];
  byModule: [string, number][];
  /** Time with the module anywhere on the stack (a sample counts once per module). */
  onStack: [string, number][];
  /** Time with the project's own function (not a package's or Node's) anywhere on the stack. */
  projectOnStack: [string, number][];
}

/** `fromMs`: samples earlier than this, from the profile's start, are left out (e.g. start-up). */
export function summarizeProfile(profile: CpuProfile, fromMs = 0): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  const onStack = new Map<string, number>();
  const projectOnStack = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let totalMs = 0;
  let idleMs = 0;
  let atMs = 0;
  profile.samples.forEach((id, i) => {
    atMs += (profile.timeDeltas[i] ?? 0) / 1000;
    // As Chrome's tools count it: a sample lasts until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = nodes.get(id);
    if (!node || atMs < fromMs) return;
    totalMs += ms;
    const special = SPECIAL.has(node.callFrame.functionName) && !node.callFrame.url;
    if (node.callFrame.functionName === '(idle)') {
      idleMs += ms;
      return;
    }
    add(byFunction, functionOf(node), ms);
    add(byModule, special ? node.callFrame.functionName : moduleOf(node.callFrame.url), ms);
    const seen = new Set<string>();
    const seenProject = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const stacked = nodes.get(at);
      if (!stacked || (SPECIAL.has(stacked.callFrame.functionName) && !stacked.callFrame.url)) continue;
      const { url } = stacked.callFrame;
      seen.add(moduleOf(url));
      if (url.startsWith('file:') && !url.includes('/node_modules/')) seenProject.add(functionOf(stacked));
    }
    for (const module of seen) add(onStack, module, ms);
    for (const name of seenProject) add(projectOnStack, name, ms);
  });
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    totalMs,
    idleMs,
    byFunction: sorted(byFunction),
    byModule: sorted(byModule),
    onStack: sorted(onStack),
    projectOnStack: sorted(projectOnStack),
  };
}

/** The summary as text: the top `top` rows of each list, in % of the busy (not idle) time. */
export function formatProfile(summary: ProfileSummary, top = 20): string {
  const busy = summary.totalMs - summary.idleMs || 1;
  const rows = (list: [string, number][]) =>
    list
      .slice(0, top)
      .map(([name, ms]) => `  ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  return [
    `busy ${(busy / 1000).toFixed(1)} s of ${(summary.totalMs / 1000).toFixed(1)} s sampled`,
    `Self time by module:\n${rows(summary.byModule)}`,
    `Time on the stack by module:\n${rows(summary.onStack)}`,
    `Self time by function:\n${rows(summary.byFunction)}`,
    `Time on the stack by project function:\n${rows(summary.projectOnStack)}`,
  ].join('\n\n');
}

export function readProfile(file: string, fromMs = 0): ProfileSummary {
  return summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, fromMs);
}

if (import.meta.main) {
  const [file, top, fromSeconds] = process.argv.slice(2);
  if (!file) throw new Error('usage: node scripts/lib/cpuProfile.ts <file.cpuprofile> [top] [from seconds]');
  console.log(formatProfile(readProfile(file, 1000 * Number(fromSeconds ?? 0)), Number(top ?? 20)));
}

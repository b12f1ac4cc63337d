import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const target = process.argv[3];
const nodes = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const counts = new Map();
for (const s of p.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
const stacks = new Map();
for (const n of p.nodes) {
  if (n.callFrame.functionName !== target) continue;
  const c = counts.get(n.id) ?? 0; if (!c) continue;
  const chain = []; let id = parent.get(n.id);
  while (id !== undefined && chain.length < 8) { const f = nodes.get(id).callFrame; chain.push(`${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}`); id = parent.get(id); }
  const key = chain.join(' < ');
  stacks.set(key, (stacks.get(key) ?? 0) + c);
}
for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(v, k, '\n');

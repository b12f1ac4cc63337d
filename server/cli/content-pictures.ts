/**
 * `npm run content:pictures` (issue 29, ADR 026): writes public/pictures/<name>.svg for every
 * picture the curriculum names, from the illustration set, and removes the ones no longer named.
 * Commit the files with the curriculum change; `content:check` fails on a name without its file.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PICTURES_DIR, usedPictures } from '../modules/content/index.ts';
import { readCurriculum } from '../modules/curriculum/index.ts';
import { pictureSvg } from './pictureSet.ts';

const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'curriculum';
const { files, problems } = readCurriculum(dir);
if (problems.length) {
  console.error(`${problems.length} problem(s) in ${dir}: run npm run content:check first.`);
  process.exit(1);
}
const names = usedPictures(files);
let written = 0;
const missing: string[] = [];
for (const name of [...names].sort()) {
  const svg = pictureSvg(name);
  if (!svg) {
    missing.push(name);
    continue;
  }
  const path = join(PICTURES_DIR, `${name}.svg`);
  if (existsSync(path) && readFileSync(path, 'utf8') === svg) continue;
  writeFileSync(path, svg);
  written += 1;
}
let removed = 0;
for (const file of readdirSync(PICTURES_DIR))
  if (file.endsWith('.svg') && !names.has(file.slice(0, -4))) {
    rmSync(join(PICTURES_DIR, file));
    removed += 1;
  }
console.log(`${names.size} pictures named: ${written} written, ${removed} removed.`);
if (missing.length) {
  console.error(`Not in the set (Fluent Emoji Flat): ${missing.join(', ')}`);
  process.exit(1);
}

/**
 * `npm run content:pictures` (issue 29, ADR 026): writes public/pictures/<name>.svg for every
 * picture the curriculum names, from the illustration set, and removes the ones no longer named;
 * and public/pictures/stories/<name>.svg for the reading corner's stories (issue 30, ADR 028),
 * apart, because those travel with a story's download and are not precached with the app.
 * Commit the files with the content change; `content:check` fails on a name without its file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PICTURES_DIR, usedPictures } from '../modules/content/index.ts';
import { readCurriculum } from '../modules/curriculum/index.ts';
import { readStories, STORY_PICTURES_DIR, storyPictures } from '../modules/stories/index.ts';
import { pictureSvg } from './pictureSet.ts';

const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'curriculum';
const { files, problems } = readCurriculum(dir);
const stories = readStories(join(dir, 'stories'));
if (problems.length || stories.problems.length) {
  console.error(
    `${problems.length + stories.problems.length} problem(s) in ${dir}: run npm run content:check first.`,
  );
  process.exit(1);
}

/** Writes the SVG of each name into `folder` and removes the others; the names not in the set. */
function writePictures(names: Set<string>, folder: string) {
  mkdirSync(folder, { recursive: true });
  let written = 0;
  const missing: string[] = [];
  for (const name of [...names].sort()) {
    const svg = pictureSvg(name);
    if (!svg) {
      missing.push(name);
      continue;
    }
    const path = join(folder, `${name}.svg`);
    if (existsSync(path) && readFileSync(path, 'utf8') === svg) continue;
    writeFileSync(path, svg);
    written += 1;
  }
  let removed = 0;
  for (const file of readdirSync(folder))
    if (file.endsWith('.svg') && !names.has(file.slice(0, -4))) {
      rmSync(join(folder, file));
      removed += 1;
    }
  console.log(`${folder}: ${names.size} pictures named: ${written} written, ${removed} removed.`);
  return missing;
}

const missing = [
  ...writePictures(usedPictures(files), PICTURES_DIR),
  ...writePictures(storyPictures(stories.stories), STORY_PICTURES_DIR),
];
if (missing.length) {
  console.error(`Not in the set (Fluent Emoji Flat): ${[...new Set(missing)].join(', ')}`);
  process.exit(1);
}

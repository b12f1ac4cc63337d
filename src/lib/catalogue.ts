/**
 * Honest numbers (issue 19): the home page's "topics to learn" is counted from the curriculum
 * itself (`curriculum/<set>/grade-N/<subject>.yaml`) when the site is built, not typed by hand.
 * Runs at build time only (Node's fs); the page ships the number, not this code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { LOCALE_TAGS, type Locale } from '../contract/locale.ts';

interface SubjectFile {
  units?: { chapters?: { topics?: unknown[] }[] }[];
}

/** Topics in one subject file's text: every topic of every chapter of every unit. */
export function countTopicsInYaml(source: string): number {
  const subject = (load(source) ?? {}) as SubjectFile;
  let topics = 0;
  for (const unit of subject.units ?? []) {
    for (const chapter of unit.chapters ?? []) topics += chapter.topics?.length ?? 0;
  }
  return topics;
}

/** Every `.yaml` under `dir`, at any depth, sorted. */
function yamlFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...yamlFiles(path));
    else if (entry.name.endsWith('.yaml')) found.push(path);
  }
  return found.sort();
}

/** The catalogue's topics: the sum over every subject file under `curriculumDir`. */
export function countCatalogueTopics(curriculumDir = join(process.cwd(), 'curriculum')): number {
  return yamlFiles(curriculumDir).reduce(
    (sum, file) => sum + countTopicsInYaml(readFileSync(file, 'utf8')),
    0,
  );
}

/** A count as the page's language writes it, in Indian digit grouping ("1,234"). */
export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(count);
}

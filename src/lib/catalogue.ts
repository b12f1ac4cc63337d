/**
 * Honest numbers (issue 19): the home page's "topics to learn" is counted from the curriculum
 * itself (`curriculum/<set>/grade-N/<subject>.yaml`) when the site is built, not typed by hand,
 * and only topics children can open in production: those with an approved activity (the rest
 * are still being written or reviewed). Runs at build time only (Node's fs); the page ships the
 * number, not this code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { LOCALE_TAGS, type Locale } from '../contract/locale.ts';

interface SubjectFile {
  review?: string;
  units?: { chapters?: { topics?: { activities?: { review?: string }[] }[] }[] }[];
}

/**
 * Topics in one subject file's text that children can open in production: every topic with an
 * approved activity (its own `review`, or the file's; server/modules/learning/review.ts).
 */
export function countTopicsInYaml(source: string): number {
  const subject = (load(source) ?? {}) as SubjectFile;
  let topics = 0;
  for (const unit of subject.units ?? [])
    for (const chapter of unit.chapters ?? [])
      for (const topic of chapter.topics ?? [])
        if ((topic.activities ?? []).some((a) => (a.review ?? subject.review) === 'approved')) topics += 1;
  return topics;
}

/** Every `.yaml` under `dir`'s content sets (not the syllabus map or word lists), at any depth, sorted. */
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
  const sets = ['english-medium', 'kannada-medium'].map((set) => join(curriculumDir, set));
  return sets
    .flatMap(yamlFiles)
    .reduce((sum, file) => sum + countTopicsInYaml(readFileSync(file, 'utf8')), 0);
}

/** A count as the page's language writes it, in Indian digit grouping ("1,234"). */
export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(count);
}

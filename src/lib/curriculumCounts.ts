/**
 * Honest numbers (issues 19 and 27): the home page's statistics and subjects are counted from the
 * curriculum itself (`curriculum/<set>/grade-N/<subject>.yaml`) when the site is built, not typed
 * by hand, and only what children can open in production: approved activities, and the topics,
 * subjects and classes that have one (the rest are still being written or reviewed). Runs at
 * build time only (Node's fs); the page ships the numbers, not this code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { LOCALE_TAGS, type Locale } from '../../domain/contract/locale.ts';

interface SubjectFile {
  key?: string;
  review?: string;
  units?: { chapters?: { topics?: { activities?: { review?: string }[] }[] }[] }[];
}

/**
 * Topics in one subject file's text that children can open in production: every topic with an
 * approved activity (its own `review`, or the file's; server/modules/curriculum/review.ts).
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

const subjectFiles = (curriculumDir: string) =>
  ['english-medium', 'kannada-medium'].map((set) => join(curriculumDir, set)).flatMap(yamlFiles);

/** The catalogue's topics: the sum over every subject file under `curriculumDir`. */
export function countCatalogueTopics(curriculumDir = join(process.cwd(), 'curriculum')): number {
  return subjectFiles(curriculumDir).reduce(
    (sum, file) => sum + countTopicsInYaml(readFileSync(file, 'utf8')),
    0,
  );
}

/** What the home page may claim, as children get it in production (approved content only). */
export interface CatalogueSummary {
  topics: number;
  activities: number;
  /** Subject keys (maths, evs…) with an approved topic in some class and medium. */
  subjects: string[];
  /** Classes (1…5) with an approved topic. */
  classes: number[];
}

/** Approved activities in one subject file's text (each its own `review`, or the file's). */
export function countActivitiesInYaml(source: string): number {
  const subject = (load(source) ?? {}) as SubjectFile;
  let activities = 0;
  for (const unit of subject.units ?? [])
    for (const chapter of unit.chapters ?? [])
      for (const topic of chapter.topics ?? [])
        activities += (topic.activities ?? []).filter(
          (a) => (a.review ?? subject.review) === 'approved',
        ).length;
  return activities;
}

/** Topics, activities, subjects and classes of the catalogue under `curriculumDir`. */
export function catalogueSummary(curriculumDir = join(process.cwd(), 'curriculum')): CatalogueSummary {
  const subjects = new Set<string>();
  const classes = new Set<number>();
  let topics = 0;
  let activities = 0;
  for (const file of subjectFiles(curriculumDir)) {
    const source = readFileSync(file, 'utf8');
    const fileTopics = countTopicsInYaml(source);
    if (fileTopics === 0) continue;
    topics += fileTopics;
    activities += countActivitiesInYaml(source);
    const key = ((load(source) ?? {}) as SubjectFile).key;
    if (key) subjects.add(key);
    const grade = /grade-(\d+)/.exec(file)?.[1];
    if (grade) classes.add(Number(grade));
  }
  return { topics, activities, subjects: [...subjects].sort(), classes: [...classes].sort((a, b) => a - b) };
}

/** A count as the page's language writes it, in Indian digit grouping ("1,234"). */
export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(count);
}

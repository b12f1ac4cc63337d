import type { Kysely } from 'kysely';
import type { SpokenLanguage } from '../../../domain/rules/spokenText.ts';
import { fromDbBool } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { curriculumVersion, liveCurriculumRows } from './catalogue.repository.ts';
import { type ContentSet, LANGUAGE_OF_SET } from './curriculumFiles.ts';

/**
 * The curriculum tree (subjects → units → chapters → topics, and which activities each topic
 * has) held in memory by each API instance. The hot calls (subjects, units, a topic's
 * activities, completing one) read it instead of walking four tables per request; activity
 * bodies stay in the database. `npm run content:import` writes a version mark; an instance
 * reloads when the mark has changed, asking at most every `recheckSeconds`. The queries are in
 * catalogue.repository.ts; this file builds the tree and holds it.
 */
export interface Names {
  en: string;
  kn: string;
}
export interface CatalogueSubject {
  id: string;
  key: string;
  contentSet: string;
  grade: string;
  name: Names;
  /** What its activities are written and read aloud in: its own (a second language) or its set's. */
  language: SpokenLanguage;
  icon: string;
  colour: string;
  units: CatalogueUnit[];
}
export interface CatalogueUnit {
  id: string;
  subject: CatalogueSubject;
  number: number;
  name: Names;
  free: boolean;
  coinCost: number | null;
  /** Its tile's picture, a name of the illustration set; null: the subject's icon (issue 29). */
  picture: string | null;
  chapters: CatalogueChapter[];
}
export interface CatalogueChapter {
  id: string;
  unit: CatalogueUnit;
  name: Names;
  picture: string | null;
  topics: CatalogueTopic[];
}
export interface CatalogueTopic {
  id: string;
  chapter: CatalogueChapter;
  name: Names;
  picture: string | null;
  /** Live activities, in order. */
  activityIds: string[];
}

export interface Catalogue {
  subjects(contentSet: string, grade: string): CatalogueSubject[];
  subject(contentSet: string, grade: string, key: string): CatalogueSubject | undefined;
  unit(id: string): CatalogueUnit | undefined;
  topic(id: string): CatalogueTopic | undefined;
}

const names = (row: { name_en: string; name_kn: string }): Names => ({ en: row.name_en, kn: row.name_kn });

async function loadCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  const rows = await liveCurriculumRows(db);
  const bySet = new Map<string, CatalogueSubject[]>();
  const subjectByKey = new Map<string, CatalogueSubject>();
  const subjects = new Map<string, CatalogueSubject>();
  for (const row of rows.subjects) {
    const subject: CatalogueSubject = {
      id: row.id,
      key: row.key,
      contentSet: row.content_set,
      grade: row.grade,
      name: names(row),
      language:
        (row.language as SpokenLanguage | null) ?? LANGUAGE_OF_SET[row.content_set as ContentSet] ?? 'en',
      icon: row.icon,
      colour: row.colour,
      units: [],
    };
    subjects.set(row.id, subject);
    const shelf = `${row.content_set}|${row.grade}`;
    bySet.set(shelf, [...(bySet.get(shelf) ?? []), subject]);
    subjectByKey.set(`${shelf}|${row.key}`, subject);
  }
  const units = new Map<string, CatalogueUnit>();
  for (const row of rows.units) {
    const subject = subjects.get(row.subject_id);
    if (!subject) continue;
    const unit: CatalogueUnit = {
      id: row.id,
      subject,
      number: row.number,
      name: names(row),
      free: fromDbBool(row.free),
      coinCost: row.coin_cost,
      picture: row.picture,
      chapters: [],
    };
    subject.units.push(unit);
    units.set(row.id, unit);
  }
  const chapters = new Map<string, CatalogueChapter>();
  for (const row of rows.chapters) {
    const unit = units.get(row.unit_id);
    if (!unit) continue;
    const chapter: CatalogueChapter = {
      id: row.id,
      unit,
      name: names(row),
      picture: row.picture,
      topics: [],
    };
    unit.chapters.push(chapter);
    chapters.set(row.id, chapter);
  }
  const topics = new Map<string, CatalogueTopic>();
  for (const row of rows.topics) {
    const chapter = chapters.get(row.chapter_id);
    if (!chapter) continue;
    const topic: CatalogueTopic = {
      id: row.id,
      chapter,
      name: names(row),
      picture: row.picture,
      activityIds: [],
    };
    chapter.topics.push(topic);
    topics.set(row.id, topic);
  }
  for (const row of rows.activities) topics.get(row.topic_id)?.activityIds.push(row.id);
  return {
    subjects: (contentSet, grade) => bySet.get(`${contentSet}|${grade}`) ?? [],
    subject: (contentSet, grade, key) => subjectByKey.get(`${contentSet}|${grade}|${key}`),
    unit: (id) => units.get(id),
    topic: (id) => topics.get(id),
  };
}

export interface CatalogueSource {
  /** The tree as the database has it now, or as it had it at most `recheckSeconds` ago. */
  current(): Promise<Catalogue>;
  /** The same tree without a wait while it needs no check, else undefined (ask `current`). */
  fresh(): Catalogue | undefined;
  /** The next `current()` asks the database at once (after an import in this process: the dev watcher). */
  forget(): void;
}

export function catalogueSource(db: Kysely<Database>, recheckSeconds: number): CatalogueSource {
  let held: { version: number; catalogue: Catalogue } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  // One reload at a time: requests arriving during a reload wait for the same one.
  let pending: Promise<Catalogue> | undefined;

  async function refresh(): Promise<Catalogue> {
    // The version is read before the tree: an import landing in between makes the next check
    // reload again, never keep a newer tree marked as current.
    const version = await curriculumVersion(db);
    checkedAt = performance.now();
    if (held && held.version === version) return held.catalogue;
    const catalogue = await loadCatalogue(db);
    held = { version, catalogue };
    return catalogue;
  }

  const fresh = () =>
    held && performance.now() - checkedAt < recheckSeconds * 1000 ? held.catalogue : undefined;

  return {
    fresh,
    current() {
      const known = fresh();
      if (known) return Promise.resolve(known);
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    forget() {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

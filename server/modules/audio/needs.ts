import { LOCALES } from '../../../domain/contract/locale.ts';
import { en } from '../../../domain/i18n/en.ts';
import { kn } from '../../../domain/i18n/kn.ts';
import { uiLines } from '../../../domain/i18n/readAloud.ts';
import { MEDIUM_OF_LANGUAGE } from '../../../domain/practice/index.ts';
import { clipText } from '../../../domain/rules/clipText.ts';
import type { SpokenLanguage } from '../../../domain/rules/spokenText.ts';
import {
  type CurriculumFile,
  curriculumMaxScore,
  languageOf,
  reached,
  reviewOf,
  SILENT,
} from '../curriculum/index.ts';
import { bankTexts } from './practiceTexts.ts';
import { MAY_BE_SILENT, spokenItems } from './spokenItems.ts';

/** One text that must be heard: where it is, in which language, what is said, and its clip if recorded. */
export interface SpokenNeed {
  /** The file it is written in, and its place there (for messages that say where to look). */
  file: string;
  path: string;
  language: SpokenLanguage;
  text: string;
  /** What is said (domain/rules/spokenText.ts); empty when the text is only a picture. */
  words: string;
  /** A clip recorded by a person, under recorded/. */
  recorded?: string;
  /** The topic it belongs to (`<file> › <topic key>`), for the audio budget; none for interface lines. */
  topic?: string;
  /** Served in production (approved): what the topic's audio budget counts. */
  approved?: boolean;
  /**
   * A text of one item of a practice activity's bank (ADR 032): the activity (its place), the
   * item's seed and how many items a round has, so the budget counts a round, not the bank.
   */
  practice?: { activity: string; seed: number; count: number };
}

/** Every text of every activity of the curriculum, with the clip it names if any. */
export function curriculumNeeds(files: CurriculumFile[]): SpokenNeed[] {
  const needs: SpokenNeed[] = [];
  // Each practice activity of a level names the same bank's texts again: said once each.
  const said = new Map<string, string>();
  const words = (text: string, language: SpokenLanguage) => {
    const key = `${language}|${text}`;
    let clip = said.get(key);
    if (clip === undefined) {
      clip = clipText(text, language);
      said.set(key, clip);
    }
    return clip;
  };
  for (const curriculumFile of files) {
    const { file, subject, recorded = {} } = curriculumFile;
    const language = languageOf(curriculumFile);
    for (const [u, unit] of subject.units.entries())
      for (const [c, chapter] of unit.chapters.entries())
        for (const [t, topic] of chapter.topics.entries())
          for (const [a, activity] of topic.activities.entries()) {
            // Every item has its clips, whatever its review state (issue 28): `npm start` and the
            // preview serve items in review too, and a child or reviewer there hears the voice a
            // child in production will. Production serves approved items only, which is what the
            // topic's audio budget counts.
            const approved = reached(reviewOf(curriculumFile, activity), 'approved');
            const base = `units.${u}.chapters.${c}.topics.${t}.activities.${a}`;
            const readable = {
              title: activity.heading.title,
              instruction: activity.instruction,
              body: activity,
              grade: curriculumFile.grade,
            };
            for (const item of spokenItems(readable)) {
              const path = `${base}.${item.path}`;
              // Left unread on purpose (`audio: none`): no clip is made or asked for.
              if (recorded[path] === SILENT) continue;
              needs.push({
                file,
                path,
                language,
                text: item.text,
                words: words(item.text, language),
                ...(recorded[path] ? { recorded: recorded[path] } : {}),
                topic: `${file} › ${topic.key}`,
                approved,
              });
            }
            // A generated round's items come from its level's bank (ADR 032): each text of each
            // bank item needs its clip, as a written question's does.
            if (activity.kind === 'practice') {
              const { skill, level, count } = activity.practice;
              for (const { seed, texts } of bankTexts(
                skill,
                level,
                MEDIUM_OF_LANGUAGE[language],
                curriculumFile.grade,
              ))
                for (const item of texts)
                  needs.push({
                    file,
                    path: `${base}.bank.${seed}.${item.path}`,
                    language,
                    text: item.text,
                    words: words(item.text, language),
                    topic: `${file} › ${topic.key}`,
                    approved,
                    practice: { activity: base, seed, count },
                  });
            }
          }
  }
  return needs;
}

/**
 * The names on the way to an activity (issue 29, point 3): each subject, unit, chapter and topic
 * name, in both languages of the interface (the tiles show the page's language), so a child who
 * cannot read hears where a tap goes.
 */
export function nameNeeds(files: CurriculumFile[]): SpokenNeed[] {
  const needs: SpokenNeed[] = [];
  const add = (file: string, path: string, name: { en: string; kn: string }) => {
    for (const language of LOCALES)
      needs.push({
        file,
        path: `${path}.name.${language}`,
        language,
        text: name[language],
        words: clipText(name[language], language),
      });
  };
  for (const { file, subject } of files) {
    add(file, 'subject', subject.name);
    for (const [u, unit] of subject.units.entries()) {
      add(file, `units.${u}`, unit.name);
      for (const [c, chapter] of unit.chapters.entries()) {
        add(file, `units.${u}.chapters.${c}`, chapter.name);
        for (const [t, topic] of chapter.topics.entries())
          add(file, `units.${u}.chapters.${c}.topics.${t}`, topic.name);
      }
    }
  }
  return needs;
}

/** Places where a file names a recorded clip but nothing is read aloud (a subject's name, a key…). */
export function misplacedRecordings(files: CurriculumFile[], needs: SpokenNeed[]) {
  const read = new Set(needs.map((need) => `${need.file}\n${need.path}`));
  return files.flatMap(({ file, recorded = {} }) =>
    Object.entries(recorded)
      .filter(([path, audio]) => audio !== SILENT && !read.has(`${file}\n${path}`))
      .map(([path]) => path)
      .map((path) => ({
        file,
        path,
        message: 'a recorded clip here is never played: only texts a child reads are',
      })),
  );
}

/**
 * Places where a file leaves a text silent (`audio: none`) where a child who cannot read must
 * hear it: only an option, a side of a match or a card may be silent (spokenItems.ts
 * MAY_BE_SILENT), in any activity whatever its review state, and nothing that is not a text.
 */
export function misplacedSilence(files: CurriculumFile[]) {
  return files.flatMap(({ file, subject, recorded = {} }) => {
    const allowed = new Set<string>();
    for (const [u, unit] of subject.units.entries())
      for (const [c, chapter] of unit.chapters.entries())
        for (const [t, topic] of chapter.topics.entries())
          for (const [a, activity] of topic.activities.entries()) {
            const base = `units.${u}.chapters.${c}.topics.${t}.activities.${a}`;
            const readable = {
              title: activity.heading.title,
              instruction: activity.instruction,
              body: activity,
            };
            for (const item of spokenItems(readable))
              if (MAY_BE_SILENT.test(item.path)) allowed.add(`${base}.${item.path}`);
          }
    return Object.entries(recorded)
      .filter(([path, audio]) => audio === SILENT && !allowed.has(path))
      .map(([path]) => ({
        file,
        path,
        message:
          'audio: none is allowed only on an option, a match side or a card: a child who cannot read must hear a title, instruction, prompt or feedback',
      }));
  });
}

/** The largest score of any activity: the score lines go up to it. */
export const largestTotal = (files: CurriculumFile[]) =>
  Math.max(
    1,
    ...files.flatMap(({ subject }) =>
      subject.units.flatMap((u) =>
        u.chapters.flatMap((c) => c.topics.flatMap((t) => t.activities.map(curriculumMaxScore))),
      ),
    ),
  );

const DICTIONARIES = { en, kn } as const;

/** Every interface line in both languages (domain/i18n/readAloud.ts). */
export function interfaceNeeds(maxTotal: number): SpokenNeed[] {
  return LOCALES.flatMap((language) =>
    uiLines(DICTIONARIES[language], language, maxTotal).map((line) => ({
      file: `src/i18n/${language}.ts`,
      path: line.key,
      language,
      text: line.text,
      words: clipText(line.text, language),
    })),
  );
}

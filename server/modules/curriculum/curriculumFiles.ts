import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { OTHER_INDIC } from '../../../domain/rules/otherScripts.ts';
import type { SpokenLanguage } from '../../../domain/rules/spokenText.ts';
import { type SubjectFile, subjectFileSchema } from './curriculumSchema.ts';
import { takeRecordedAudio } from './recordedAudio.ts';

/**
 * Reads and checks every curriculum file: curriculum/<set>/grade-<n>/<subject>.yaml, where
 * <set> is a content set (english-medium, kannada-medium). Every problem names the file, the
 * path inside it and what is wrong; nothing is returned as loaded when any file is bad.
 */
export const CONTENT_SETS = ['english-medium', 'kannada-medium'] as const;
export type ContentSet = (typeof CONTENT_SETS)[number];
/** The language a content set's activities are written, and read aloud, in. */
export const LANGUAGE_OF_SET: Record<ContentSet, SpokenLanguage> = {
  'english-medium': 'en',
  'kannada-medium': 'kn',
};

/** The language a file's activities are written and read aloud in: its own (a second language) or its set's. */
export const languageOf = (file: Pick<CurriculumFile, 'set' | 'subject'>): SpokenLanguage =>
  file.subject.language ?? LANGUAGE_OF_SET[file.set];

export interface CurriculumFile {
  file: string;
  set: ContentSet;
  grade: string;
  subject: SubjectFile;
  /**
   * Recorded clips named in the file (`{ text, audio }`), by the place of their text
   * (`units.0.chapters.0.topics.0.activities.1.questions.0.prompt`), and `none` (SILENT) for a
   * text left unread (`{ text, audio: none }`); see recordedAudio.ts.
   */
  recorded?: Record<string, string>;
}

export interface CurriculumProblem {
  file: string;
  path: string;
  message: string;
}

const at = (path: PropertyKey[]) => path.map(String).join('.') || '(file)';

// Every kind a writer writes; a video only where a filmed clip fits the topic (issue 19: no clip
// on a loosely related topic just to have one).
const KINDS = ['mcq', 'fill', 'match', 'classify'] as const;

/** What the schema cannot say: answers that point past their options, repeated keys, lock rules. */
function semanticProblems(subject: SubjectFile, mediaDir: string): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const kinds = new Set(
    subject.units.flatMap((u) =>
      u.chapters.flatMap((c) => c.topics.flatMap((t) => t.activities.map((a) => a.kind))),
    ),
  );
  const missing = KINDS.filter((kind) => !kinds.has(kind));
  if (missing.length)
    problems.push({
      path: 'units',
      message: `every subject has every kind of activity; missing: ${missing.join(', ')}`,
    });
  const foreign = JSON.stringify(subject).match(OTHER_INDIC);
  if (foreign)
    problems.push({ path: '(file)', message: `"${foreign[0]}" is not a Kannada letter (another script)` });
  const unique = (keys: string[], path: string) => {
    const seen = new Set<string>();
    for (const k of keys) {
      if (seen.has(k)) problems.push({ path, message: `the key "${k}" is used twice` });
      seen.add(k);
    }
  };
  unique(
    subject.units.map((u) => u.key),
    'units',
  );
  unique(
    subject.units.map((u) => String(u.number)),
    'units.number',
  );
  subject.units.forEach((unit, u) => {
    if (u === 0 && !unit.free)
      problems.push({ path: 'units.0.free', message: 'the first unit of a subject is free' });
    unique(
      unit.chapters.map((c) => c.key),
      `units.${u}.chapters`,
    );
    unit.chapters.forEach((chapter, c) => {
      unique(
        chapter.topics.map((t) => t.key),
        `units.${u}.chapters.${c}.topics`,
      );
      chapter.topics.forEach((topic, t) => {
        unique(
          topic.activities.map((a) => a.key),
          `units.${u}.chapters.${c}.topics.${t}.activities`,
        );
        topic.activities.forEach((activity, a) => {
          const base = `units.${u}.chapters.${c}.topics.${t}.activities.${a}`;
          if (activity.kind === 'mcq') {
            activity.questions.forEach((q, i) => {
              if (q.answer >= q.options.length) {
                problems.push({
                  path: `${base}.questions.${i}.answer`,
                  message: `there is no option ${q.answer}`,
                });
              }
            });
          }
          if (activity.kind === 'classify') {
            activity.items.forEach((item, i) => {
              if (item.category >= activity.categories.length) {
                problems.push({
                  path: `${base}.items.${i}.category`,
                  message: `there is no category ${item.category}`,
                });
              }
            });
          }
          if (activity.kind === 'video') {
            for (const [field, src] of [
              ['src', activity.video.src],
              ['captions', activity.video.captions],
            ] as const) {
              if (src && !existsSync(join(mediaDir, src))) {
                problems.push({ path: `${base}.video.${field}`, message: `${src} is not in ${mediaDir}/` });
              }
            }
          }
        });
      });
    });
  });
  return problems;
}

/** What one subject file gave: the file, when it could be read, and its problems. */
interface SubjectRead {
  file?: CurriculumFile;
  problems: CurriculumProblem[];
}

/**
 * Each file's read, kept by the file's size and modification time and the media folders' (a
 * video added or removed changes a file's problems): a reader that asks again parses only what
 * changed since. The preview reads at every request, and a whole read takes about a second
 * (3,341 activities, 3 December 2026), two per page; with this, one file after an edit.
 */
export type CurriculumMemo = Map<string, { stamp: string; read: SubjectRead }>;

/** Reads one subject file of `set` and class `grade`, and checks it. */
function readSubject(gradePath: string, name: string, set: ContentSet, grade: string, mediaDir: string) {
  const file = relative('.', join(gradePath, name));
  const problems: CurriculumProblem[] = [];
  let data: unknown;
  try {
    // YAML 1.2's core schema: no timestamps, so a review check's `date: 2026-12-03` stays text.
    data = load(readFileSync(join(gradePath, name), 'utf8'), { schema: CORE_SCHEMA });
  } catch (error) {
    problems.push({
      file,
      path: '(file)',
      message: `not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    });
    return { problems };
  }
  const audio = takeRecordedAudio(data);
  for (const problem of audio.problems) problems.push({ file, ...problem });
  const parsed = subjectFileSchema.safeParse(audio.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push({ file, path: at(issue.path), message: issue.message });
    return { problems };
  }
  if (`${parsed.data.key}.yaml` !== name) {
    problems.push({ file, path: 'key', message: `the subject key must match the file name (${name})` });
  }
  for (const problem of semanticProblems(parsed.data, mediaDir)) problems.push({ file, ...problem });
  return { file: { file, set, grade, subject: parsed.data, recorded: audio.recorded }, problems };
}

/** The media folder and the folders in it, by modification time: what a file's read depends on beyond itself. */
function mediaStamp(mediaDir: string) {
  if (!existsSync(mediaDir)) return '-';
  const folders = [
    mediaDir,
    ...readdirSync(mediaDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => join(mediaDir, e.name)),
  ];
  return folders.map((folder) => statSync(folder, { bigint: true }).mtimeNs).join(',');
}

/**
 * Reads and checks every subject file under `dir`; lesson media are looked for in `dir/media`.
 * `readable`: every file that could be read, even when some have problems (the preview shows
 * a draft beside its problems; an import takes `files`, empty when anything is wrong).
 */
export function readCurriculum(
  dir = 'curriculum',
  mediaDir = join(dir, 'media'),
  /** One subject file only (the review queue works on one file; reading all takes a second). */
  only?: { set: string; grade: string; subject: string },
  /** Keeps each file's read for the next call, which then reads only the files changed since. */
  memo?: CurriculumMemo,
) {
  const files: CurriculumFile[] = [];
  const problems: CurriculumProblem[] = [];
  const media = memo ? mediaStamp(mediaDir) : '';
  for (const set of CONTENT_SETS) {
    const setDir = join(dir, set);
    if (!existsSync(setDir) || (only && only.set !== set)) continue;
    for (const gradeDir of readdirSync(setDir).sort()) {
      if (only && gradeDir !== `grade-${only.grade}`) continue;
      const grade = /^grade-([1-7])$/.exec(gradeDir)?.[1];
      const gradePath = join(setDir, gradeDir);
      if (!grade) {
        problems.push({
          file: relative('.', gradePath),
          path: '(folder)',
          message: 'folders are named grade-1 … grade-7',
        });
        continue;
      }
      for (const name of readdirSync(gradePath)
        .filter((f) => f.endsWith('.yaml') && (!only || f === `${only.subject}.yaml`))
        .sort()) {
        let read: SubjectRead;
        if (memo) {
          const path = join(gradePath, name);
          const stat = statSync(path, { bigint: true });
          const stamp = `${stat.size}:${stat.mtimeNs}:${stat.ino}:${media}`;
          const kept = memo.get(path);
          read = kept?.stamp === stamp ? kept.read : readSubject(gradePath, name, set, grade, mediaDir);
          memo.set(path, { stamp, read });
        } else read = readSubject(gradePath, name, set, grade, mediaDir);
        problems.push(...read.problems);
        if (read.file) files.push(read.file);
      }
    }
  }
  return { files: problems.length ? [] : files, readable: files, problems };
}

import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { load } from 'js-yaml';
import * as z from 'zod/mini';
import type { ContentSet, CurriculumFile, CurriculumProblem } from './curriculumFiles.ts';
import type { Board } from './curriculumSchema.ts';

/**
 * The syllabus map (issue 19): for each board, class and subject as a school teaches it, the
 * textbook's chapters and the learning outcomes they teach (curriculum/syllabus/<board>/grade-<n>/
 * <name>.yaml). Every topic names, per board its content set serves, the chapter and outcome it
 * teaches, so CBSE and Karnataka English medium each have their own map of the same lessons.
 */
export const BOARDS_OF_SET: Record<ContentSet, readonly Board[]> = {
  'english-medium': ['cbse', 'karnataka-english'],
  'kannada-medium': ['karnataka-kannada'],
};

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(300));
const bilingual = z.strictObject({ en: text, kn: text });
const code = z.string().check(z.regex(/^[A-Za-z0-9.-]+$/, 'a code is letters, digits, dots and hyphens'));

export const syllabusMapSchema = z.strictObject({
  /** The textbook, as printed. */
  book: bilingual,
  /** Who publishes it and which edition, for editors checking the map against the printed book. */
  source: text,
  outcomes: z.array(z.strictObject({ code, text: bilingual })).check(z.minLength(1)),
  chapters: z
    .array(
      z.strictObject({
        key: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
        number: z.int().check(z.positive()),
        name: bilingual,
      }),
    )
    .check(z.minLength(1)),
});
export type SyllabusMap = z.infer<typeof syllabusMapSchema>;

/** The map a file's topics point into for a board: `<board>/grade-<n>/<name>.yaml`. */
export const mapPathOf = (file: CurriculumFile, board: Board) =>
  join(board, `grade-${file.grade}`, `${file.subject.syllabus?.[board] ?? file.subject.key}.yaml`);

/** Reads one map, or the problems that keep it from being read. */
function readMap(dir: string, path: string): { map?: SyllabusMap; problems: CurriculumProblem[] } {
  const file = relative('.', join(dir, path));
  if (!existsSync(join(dir, path))) return { problems: [] };
  let data: unknown;
  try {
    data = load(readFileSync(join(dir, path), 'utf8'));
  } catch (error) {
    return {
      problems: [
        { file, path: '(file)', message: `not valid YAML: ${(error as Error).message.split('\n')[0]}` },
      ],
    };
  }
  const parsed = syllabusMapSchema.safeParse(data);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map((issue) => ({
        file,
        path: issue.path.map(String).join('.') || '(file)',
        message: issue.message,
      })),
    };
  const problems: CurriculumProblem[] = [];
  const seen = new Set<string>();
  for (const chapter of parsed.data.chapters) {
    if (seen.has(chapter.key))
      problems.push({ file, path: 'chapters', message: `the key "${chapter.key}" is used twice` });
    seen.add(chapter.key);
  }
  return { map: parsed.data, problems };
}

export interface Coverage {
  file: string;
  set: ContentSet;
  grade: string;
  subject: string;
  topics: number;
  /** Per board: chapters of the map with a topic, of all its chapters, and outcomes likewise. */
  boards: { board: Board; map: string; chapters: [number, number]; outcomes: [number, number] }[];
}

/**
 * Checks every topic's `syllabus` against the maps of the boards its set serves (the map exists,
 * the chapter and outcome are in it, no board left out) and counts each map's coverage.
 */
export function checkSyllabus(files: CurriculumFile[], dir = 'curriculum/syllabus') {
  const problems: CurriculumProblem[] = [];
  const maps = new Map<string, SyllabusMap | undefined>();
  const mapOf = (path: string) => {
    if (!maps.has(path)) {
      const read = readMap(dir, path);
      problems.push(...read.problems);
      maps.set(path, read.map);
    }
    return maps.get(path);
  };
  const coverage: Coverage[] = [];
  for (const file of files) {
    const row: Coverage = {
      file: file.file,
      set: file.set,
      grade: file.grade,
      subject: file.subject.key,
      topics: 0,
      boards: [],
    };
    for (const board of BOARDS_OF_SET[file.set]) {
      const path = mapPathOf(file, board);
      const map = mapOf(path);
      if (!map) {
        problems.push({
          file: file.file,
          path: `syllabus.${board}`,
          message: `no syllabus map ${relative('.', join(dir, path))}`,
        });
        continue;
      }
      const chapters = new Set<string>();
      const outcomes = new Set<string>();
      for (const [u, unit] of file.subject.units.entries())
        for (const [c, chapter] of unit.chapters.entries())
          for (const [t, topic] of chapter.topics.entries()) {
            const place = `units.${u}.chapters.${c}.topics.${t}.syllabus.${board}`;
            const ref = topic.syllabus?.[board];
            if (!ref) {
              problems.push({
                file: file.file,
                path: place,
                message: `topic "${topic.key}" names no ${board} chapter`,
              });
              continue;
            }
            if (!map.chapters.some((ch) => ch.key === ref.chapter))
              problems.push({
                file: file.file,
                path: `${place}.chapter`,
                message: `"${ref.chapter}" is not a chapter of ${path}`,
              });
            else chapters.add(ref.chapter);
            if (!map.outcomes.some((o) => o.code === ref.outcome))
              problems.push({
                file: file.file,
                path: `${place}.outcome`,
                message: `"${ref.outcome}" is not an outcome of ${path}`,
              });
            else outcomes.add(ref.outcome);
          }
      row.boards.push({
        board,
        map: path,
        chapters: [chapters.size, map.chapters.length],
        outcomes: [outcomes.size, map.outcomes.length],
      });
    }
    row.topics = file.subject.units.reduce(
      (n, u) => n + u.chapters.reduce((m, c) => m + c.topics.length, 0),
      0,
    );
    coverage.push(row);
  }
  return { problems, coverage };
}

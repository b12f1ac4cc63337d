import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mcqActivity, subjectFile, testTopic, testUnit } from '../../test/students.ts';
import { coverageProblems, coverageTable, MIN_TOPICS } from './coverage.ts';
import type { CurriculumFile } from './curriculumFiles.ts';
import { checkSyllabus } from './syllabus.ts';

/** The syllabus map (issue 19): every topic names its chapter and outcome per board; coverage is counted. */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const MAP = `
book: { en: "Maths Mela", kn: "ಗಣಿತ ಮೇಳ" }
source: "NCERT"
outcomes:
  - { code: M301, text: { en: "Reads numbers", kn: "ಸಂಖ್ಯೆ ಓದುತ್ತದೆ" } }
  - { code: M302, text: { en: "Adds", kn: "ಕೂಡುತ್ತದೆ" } }
chapters:
  - { key: numbers, number: 1, name: { en: "Numbers", kn: "ಸಂಖ್ಯೆಗಳು" } }
  - { key: adding, number: 2, name: { en: "Adding", kn: "ಕೂಡುವುದು" } }
  - { key: shapes, number: 3, name: { en: "Shapes", kn: "ಆಕೃತಿಗಳು" } }
`;

function maps(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'syllabus-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** An English-medium class 3 maths file whose topics map as told (`undefined`: not mapped). */
function maths(refs: (Record<string, { chapter: string; outcome: string }> | undefined)[]): CurriculumFile {
  const file = subjectFile({
    grade: '3',
    units: [
      testUnit(
        1,
        refs.map((_, i) => testTopic(`t${i}`, [mcqActivity(`a${i}`)])),
      ),
    ],
  });
  file.file = 'curriculum/english-medium/grade-3/maths.yaml';
  for (const [i, topic] of (file.subject.units[0]?.chapters[0]?.topics ?? []).entries())
    if (refs[i]) topic.syllabus = refs[i];
  return file;
}
const both = (chapter: string, outcome: string) => ({
  cbse: { chapter, outcome },
  'karnataka-english': { chapter, outcome },
});

describe('the syllabus map', () => {
  const dir = () => maps({ 'cbse/grade-3/maths.yaml': MAP, 'karnataka-english/grade-3/maths.yaml': MAP });

  it('counts, per board, the chapters and outcomes the topics cover', () => {
    const { problems, coverage } = checkSyllabus(
      [maths([both('numbers', 'M301'), both('adding', 'M302')])],
      dir(),
    );
    expect(problems).toEqual([]);
    expect(coverage).toEqual([
      {
        file: 'curriculum/english-medium/grade-3/maths.yaml',
        set: 'english-medium',
        grade: '3',
        subject: 'maths',
        topics: 2,
        boards: [
          { board: 'cbse', map: 'cbse/grade-3/maths.yaml', chapters: [2, 3], outcomes: [2, 2] },
          {
            board: 'karnataka-english',
            map: 'karnataka-english/grade-3/maths.yaml',
            chapters: [2, 3],
            outcomes: [2, 2],
          },
        ],
      },
    ]);
    const table = coverageTable(coverage);
    expect(table).toContain('cbse');
    expect(table).toMatch(/english-medium\s+3\s+maths\s+2\s+cbse\s+2\/3\s+2\/2/);
  });

  it('names a topic left unmapped for a board, a chapter or outcome not in the map, and a missing map', () => {
    const file = maths([
      { cbse: { chapter: 'numbers', outcome: 'M301' } },
      both('fractions', 'M301'),
      both('numbers', 'M999'),
    ]);
    const { problems } = checkSyllabus([file], dir());
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'units.0.chapters.0.topics.1.syllabus.cbse.chapter: "fractions" is not a chapter of cbse/grade-3/maths.yaml',
      'units.0.chapters.0.topics.2.syllabus.cbse.outcome: "M999" is not an outcome of cbse/grade-3/maths.yaml',
      'units.0.chapters.0.topics.0.syllabus.karnataka-english: topic "t0" names no karnataka-english chapter',
      'units.0.chapters.0.topics.1.syllabus.karnataka-english.chapter: "fractions" is not a chapter of karnataka-english/grade-3/maths.yaml',
      'units.0.chapters.0.topics.2.syllabus.karnataka-english.outcome: "M999" is not an outcome of karnataka-english/grade-3/maths.yaml',
    ]);
    const missing = checkSyllabus(
      [maths([both('numbers', 'M301')])],
      maps({ 'cbse/grade-3/maths.yaml': MAP }),
    );
    expect(missing.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^no syllabus map .*karnataka-english\/grade-3\/maths\.yaml$/),
    ]);
  });

  it('refuses a map that is not the map format', () => {
    const bad = maps({
      'cbse/grade-3/maths.yaml': MAP.replace('number: 2', 'number: two'),
      'karnataka-english/grade-3/maths.yaml': MAP,
    });
    const { problems } = checkSyllabus([maths([both('numbers', 'M301')])], bad);
    expect(problems.map((p) => p.path)).toContain('chapters.1.number');
  });
});

describe('coverage rules', () => {
  it(`asks for ${MIN_TOPICS} topics a class's subject, and the four subjects of each class`, () => {
    const file = maths([both('numbers', 'M301')]);
    const { coverage } = checkSyllabus([file], maps({}));
    const messages = coverageProblems([file], coverage).map((p) => `${p.file}: ${p.message}`);
    expect(messages).toEqual([
      'curriculum/english-medium/grade-3: no english.yaml: every class of english-medium has english, kannada, maths, evs',
      'curriculum/english-medium/grade-3: no kannada.yaml: every class of english-medium has english, kannada, maths, evs',
      'curriculum/english-medium/grade-3: no evs.yaml: every class of english-medium has english, kannada, maths, evs',
      `curriculum/english-medium/grade-3/maths.yaml: 1 topics; a class's subject needs at least ${MIN_TOPICS}`,
    ]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type CurriculumMemo, languageOf, readCurriculum } from './curriculumFiles.ts';

// A small valid subject file, changed one way per test.
const valid = `
key: maths
name: { en: Maths, kn: ಗಣಿತ }
icon: maths
colour: '#2f80ed'
units:
  - key: numbers
    number: 1
    name: { en: Numbers, kn: ಸಂಖ್ಯೆಗಳು }
    free: true
    chapters:
      - key: counting
        name: { en: Counting, kn: ಎಣಿಕೆ }
        topics:
          - key: count
            name: { en: Count, kn: ಎಣಿಸು }
            activities:
              - key: how-many
                kind: mcq
                heading: { title: How many? }
                timerSeconds: 60
                questions:
                  - prompt: 2 and 1 more?
                    options: ['2', '3']
                    answer: 1
                    feedback: 2 and 1 more make 3.
              - key: classify-size
                kind: classify
                heading: { title: Small or big }
                timerSeconds: 60
                categories: [Small, Big]
                items:
                  - { text: '1', category: 0, feedback: 1 is small. }
                  - { text: '9', category: 1, feedback: 9 is big. }
                  - { text: '2', category: 0, feedback: 2 is small. }
                  - { text: '8', category: 1, feedback: 8 is big. }
`;

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function curriculum(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'kalike-curriculum-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return readCurriculum(dir);
}

const allKinds = `
              - key: fill-it
                kind: fill
                heading: { title: Fill }
                timerSeconds: 60
                questions:
                  - { prompt: '1, 2, ___', answers: ['3'], feedback: 3 comes next. }
              - key: match-it
                kind: match
                heading: { title: Match }
                timerSeconds: 60
                pairs:
                  - { left: '1', right: one, feedback: ok }
                  - { left: '2', right: two, feedback: ok }
                  - { left: '3', right: three, feedback: ok }
              - key: watch
                kind: video
                heading: { title: Watch }
                timerSeconds: 60
                video: { src: lessons/counting.mp4, title: Counting, durationSeconds: 12 }`;

describe('curriculum files', () => {
  it('reads a valid file', () => {
    const { files, problems } = curriculum({
      'english-medium/grade-1/maths.yaml': valid + allKinds,
      'media/lessons/counting.mp4': 'x',
    });
    expect(problems).toEqual([]);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ set: 'english-medium', grade: '1', subject: { key: 'maths' } });
  });

  it('names the file, the path inside it and what is wrong', () => {
    const { files, problems } = curriculum({
      'english-medium/grade-1/maths.yaml': valid
        .replace('answer: 1', 'answer: 4')
        .replace('feedback: 9 is big.', "feedback: ''"),
    });
    expect(files).toEqual([]);
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          file: expect.stringMatching(/english-medium\/grade-1\/maths\.yaml$/),
          path: 'units.0.chapters.0.topics.0.activities.1.items.1.feedback',
          message: 'every question needs a feedback line',
        },
      ]),
    );
  });

  it('refuses an answer that points past the options, and a first unit that is not free', () => {
    const { problems } = curriculum({
      'english-medium/grade-1/maths.yaml': valid
        .replace('answer: 1', 'answer: 4')
        .replace('free: true', 'free: false'),
    });
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual(
      expect.arrayContaining([
        'units.0.free: the first unit of a subject is free',
        'units.0.chapters.0.topics.0.activities.0.questions.0.answer: there is no option 4',
      ]),
    );
  });

  it('asks for every kind of activity in every subject, and Kannada letters only', () => {
    const { problems } = curriculum({
      'kannada-medium/grade-1/maths.yaml': valid.replace('2 and 1 more?', 'ಎരಡು ಮತ್ತು ಒಂದು?'),
    });
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        'every subject has every kind of activity; missing: fill, match',
        '"ര" is not a Kannada letter (another script)',
      ]),
    );
  });

  it('loads nothing when any file is bad, and reports broken YAML', () => {
    const { files, problems } = curriculum({
      'english-medium/grade-1/maths.yaml': valid,
      'kannada-medium/grade-1/maths.yaml': 'key: [unclosed',
    });
    expect(files).toEqual([]);
    expect(problems.find((p) => p.file.includes('kannada-medium'))).toMatchObject({
      path: '(file)',
      message: expect.stringMatching(/not valid YAML/),
    });
  });

  it('refuses repeated keys, a key that does not match the file, and missing videos', () => {
    const video = `
              - key: watch
                kind: video
                heading: { title: Watch }
                timerSeconds: 60
                video: { src: lessons/none.mp4, title: Counting, durationSeconds: 12 }`;
    const body = valid.replace('key: classify-size', 'key: how-many') + video;
    const { problems } = curriculum({ 'english-medium/grade-1/sums.yaml': body });
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        'the subject key must match the file name (sums.yaml)',
        'the key "how-many" is used twice',
        `lessons/none.mp4 is not in ${join(dir, 'media')}/`,
      ]),
    );
  });

  it('refuses a lesson video outside curriculum/media/lessons, such as a public file or a climb out', () => {
    for (const src of ['/videos/lessons/plants.mp4', 'lessons/../../secret.mp4', 'lessons/Plants.mp4']) {
      const body = valid.replace('key: classify-size', 'key: how-many').replace('key: sums', 'key: sums');
      const { problems } = curriculum({
        'english-medium/grade-1/sums.yaml': `${body}
              - key: watch
                kind: video
                heading: { title: Watch }
                timerSeconds: 60
                video: { src: '${src}', title: Counting, durationSeconds: 12 }`,
      });
      expect(problems.map((p) => p.message)).toContain(
        'a video under lessons/, e.g. lessons/counting.kn.mp4',
      );
    }
  });

  it('with a memo, parses again only a file that changed, or one whose video came or went', () => {
    curriculum({
      'english-medium/grade-1/maths.yaml': valid + allKinds,
      'english-medium/grade-2/maths.yaml': valid + allKinds,
    });
    const memo: CurriculumMemo = new Map();
    const first = readCurriculum(dir, join(dir, 'media'), undefined, memo);
    const missing = `lessons/counting.mp4 is not in ${join(dir, 'media')}/`;
    expect(first.problems.map((p) => p.message)).toEqual([missing, missing]);
    const [one, two] = first.readable;
    // Nothing changed: the same objects, nothing parsed.
    const again = readCurriculum(dir, join(dir, 'media'), undefined, memo);
    expect(again.readable[0]).toBe(one);
    expect(again.readable[1]).toBe(two);
    // The video arrives: the file that names it is read again, and its problem is gone.
    mkdirSync(join(dir, 'media/lessons'), { recursive: true });
    writeFileSync(join(dir, 'media/lessons/counting.mp4'), 'x');
    const withVideo = readCurriculum(dir, join(dir, 'media'), undefined, memo);
    expect(withVideo.problems).toEqual([]);
    // An edit of class 2: that file read again, with the edit; class 1 kept.
    const edited = join(dir, 'english-medium/grade-2/maths.yaml');
    writeFileSync(edited, (valid + allKinds).replace('How many?', 'How many now?'));
    const after = readCurriculum(dir, join(dir, 'media'), undefined, memo);
    expect(after.readable[0]).toBe(withVideo.readable[0]);
    expect(after.readable[1]).not.toBe(withVideo.readable[1]);
    expect(after.readable[1]?.subject.units[0]?.chapters[0]?.topics[0]?.activities[0]?.heading.title).toBe(
      'How many now?',
    );
    // A file broken by an edit reports its problem, as without the memo.
    writeFileSync(edited, 'units: [');
    expect(readCurriculum(dir, join(dir, 'media'), undefined, memo).problems.map((p) => p.path)).toEqual([
      '(file)',
    ]);
  });

  it('the curriculum of the repository is valid', () => {
    expect(readCurriculum('curriculum').problems).toEqual([]);
  });
});

describe('the sample curriculum (issue: "a parent would pay for")', () => {
  const { files } = readCurriculum('curriculum');

  it('covers classes 1 to 5 in both content sets, each with its first language, second language, Maths and EVS', () => {
    const expected = {
      'english-medium': ['english', 'evs', 'kannada', 'maths'],
      'kannada-medium': ['english', 'evs', 'kannada', 'maths'],
    };
    for (const set of ['english-medium', 'kannada-medium'] as const) {
      for (const grade of ['1', '2', '3', '4', '5']) {
        const subjects = files
          .filter((f) => f.set === set && f.grade === grade)
          .map((f) => f.subject.key)
          .sort();
        expect(subjects, `${set} class ${grade}`).toEqual(expected[set]);
      }
    }
    // The second language is written and read aloud in its own language.
    const second = files.filter((f) => f.subject.key !== 'maths' && f.subject.key !== 'evs');
    for (const f of second) expect(languageOf(f), f.file).toBe(f.subject.key === 'kannada' ? 'kn' : 'en');
  });

  it('gives every subject 3 units or more, chapters of 2 topics or more, topics of 2 activities or more', () => {
    for (const { file, subject } of files) {
      expect(subject.units.length, file).toBeGreaterThanOrEqual(3);
      for (const unit of subject.units) {
        for (const chapter of unit.chapters) {
          expect(chapter.topics.length, `${file} ${chapter.key}`).toBeGreaterThanOrEqual(2);
          for (const topic of chapter.topics)
            expect(topic.activities.length, `${file} ${topic.key}`).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it('writes each file in its language: Kannada script in every Kannada title, none in an English one', () => {
    for (const f of files) {
      const titles = f.subject.units.flatMap((u) =>
        u.chapters.flatMap((c) => c.topics.flatMap((t) => t.activities.map((a) => a.heading.title))),
      );
      const kannada = (title: string) => /[\u0C80-\u0CFF]/.test(title);
      const wrong = titles.filter((title) => kannada(title) !== (languageOf(f) === 'kn'));
      expect(wrong, `${f.file} (${languageOf(f)})`).toEqual([]);
    }
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fillActivity, fixtureFile, mcqActivity } from '../fixture.ts';
import { bankQuestions } from './bankQuestions.ts';
import { captionSpeed, parseVtt } from './captionSpeed.ts';
import { copiedAnswers } from './copiedAnswers.ts';
import { kannadaImperative, singularOf } from './kannadaImperative.ts';
import { latinUnits } from './latinUnits.ts';
import { newEmoji } from './newEmoji.ts';
import { otherScripts } from './otherScripts.ts';
import { passageInstructions, untitledPassages } from './passageOpening.ts';
import { levelOverlap, MOST_OVERLAP, practiceOverlap, sharedShare } from './practiceOverlap.ts';
import { practiceReplays, warmUpsFarBelow } from './practiceReplays.ts';
import { practiceTwice } from './practiceTwice.ts';
import { repeatedCards } from './repeatedCards.ts';
import { repeatedInFile } from './repeatedInFile.ts';

// The checklist as code (issue 28): each rule is planted a violation and must see it, and
// must pass the same activity written as the checklist asks.
const match = (pairs: [string, string][], key = 'match'): CurriculumActivity => ({
  key,
  kind: 'match',
  heading: { title: 'Match' },
  pairs: pairs.map(([left, right]) => ({ left, right, feedback: 'Yes.' })),
});
const classify = (items: [string, number][]): CurriculumActivity => ({
  key: 'sort',
  kind: 'classify',
  heading: { title: 'Sort' },
  categories: ['Wild', 'Pet'],
  items: items.map(([text, category]) => ({ text, category, feedback: 'Yes.' })),
});
const english = { set: 'english-medium' as const };

describe('match and sort cards repeated across classes', () => {
  it("flags the later class's pair or card, whatever its case, and names the earlier", () => {
    const problems = repeatedCards([
      fixtureFile(
        [
          match([
            ['Bird', 'nest'],
            ['bee', 'hive'],
            ['cow', 'shed'],
          ]),
        ],
        { ...english, grade: '2' },
      ),
      fixtureFile(
        [
          match([
            ['bird', 'Nest.'],
            ['dog', 'kennel'],
            ['hen', 'coop'],
          ]),
        ],
        { ...english, grade: '1' },
      ),
      fixtureFile(
        [
          classify([
            ['lion', 0],
            ['cat', 1],
            ['tiger', 0],
            ['dog', 1],
          ]),
        ],
        { ...english, grade: '1' },
      ),
      fixtureFile(
        [
          classify([
            ['Lion', 0],
            ['cat', 0],
            ['fox', 0],
            ['cow', 1],
          ]),
        ],
        { ...english, grade: '3' },
      ),
    ]);
    expect(problems.map((p) => [p.file, p.path, p.message])).toEqual([
      [
        'curriculum/english-medium/grade-2/evs.yaml',
        'units.0.chapters.0.topics.0.activities.0.pairs.0',
        '"Bird → nest" is in class 1 already (curriculum/english-medium/grade-1/evs.yaml: units.0.chapters.0.topics.0.activities.0.pairs.0)',
      ],
      [
        'curriculum/english-medium/grade-3/evs.yaml',
        'units.0.chapters.0.topics.0.activities.0.items.0',
        '"Lion → Wild" is in class 1 already (curriculum/english-medium/grade-1/evs.yaml: units.0.chapters.0.topics.0.activities.0.items.0)',
      ],
    ]);
  });
  it('passes a card sorted into another group, the same class, and the other medium', () => {
    expect(
      repeatedCards([
        fixtureFile(
          [
            match([
              ['bird', 'nest'],
              ['a', 'b'],
              ['c', 'd'],
            ]),
          ],
          { ...english, grade: '1' },
        ),
        fixtureFile(
          [
            match([
              ['bird', 'nest'],
              ['e', 'f'],
              ['g', 'h'],
            ]),
          ],
          { ...english, grade: '1', subject: 'english' },
        ),
        fixtureFile(
          [
            match([
              ['bird', 'nest'],
              ['e', 'f'],
              ['g', 'h'],
            ]),
          ],
          { grade: '2' },
        ),
      ]),
    ).toEqual([]);
  });
});

describe('passages', () => {
  const withPassage = (text: string, title?: string) =>
    mcqActivity(['Where does Anu live?'], { passage: { text, ...(title ? { title } : {}) } });
  it('that start with an instruction are flagged, in English and Kannada', () => {
    const files = [
      fixtureFile([withPassage('Read the story and answer. Anu lives near Hassan.', 'Anu')], english),
      fixtureFile([withPassage('Read again: Anu lives near Hassan.', 'Anu')], english),
      fixtureFile([withPassage('ಕಥೆ ಓದಿ ಉತ್ತರಿಸು. ಅನು ಹಾಸನದ ಹತ್ತಿರ ಇರುತ್ತಾಳೆ.', 'ಅನು')]),
    ];
    expect(passageInstructions(files).map((p) => p.message)).toEqual([
      'starts with an instruction ("Read the story and answer."): move it to `instruction`',
      'starts with an instruction ("Read again:"): move it to `instruction`',
      'starts with an instruction ("ಕಥೆ ಓದಿ ಉತ್ತರಿಸು."): move it to `instruction`',
    ]);
    const stories = [
      fixtureFile([withPassage('Anu lives near Hassan. She reads every day.', 'Anu')], english),
      fixtureFile([withPassage('ಅನು ಹಾಸನದ ಹತ್ತಿರ ಇರುತ್ತಾಳೆ. ಅವಳು ಓದುತ್ತಾಳೆ.', 'ಅನು')]),
    ];
    expect(passageInstructions(stories)).toEqual([]);
  });
  it('without a title are flagged', () => {
    const files = [
      fixtureFile([withPassage('Anu lives near Hassan.'), withPassage('Anu lives.', 'Anu')], english),
    ];
    expect(untitledPassages(files).map((p) => p.path)).toEqual([
      'units.0.chapters.0.topics.0.activities.0.passage',
    ]);
  });
});

describe('the plural or polite imperative in Kannada', () => {
  const kannada = (instruction: string, prompt = 'ಯಾವುದು ಸರಿ?') =>
    fixtureFile([mcqActivity([prompt], { instruction, heading: { title: 'ಆರಿಸು' } })], { subject: 'maths' });
  it('flags ಒತ್ತಿರಿ, ಬರೆಯಿರಿ and ಜೋಡಿಸಿ where a child is told what to do, naming the singular', () => {
    expect(kannadaImperative([kannada('ಸರಿಯಾದ ಉತ್ತರವನ್ನು ಒತ್ತಿರಿ.')]).map((p) => p.message)).toEqual([
      '"ಒತ್ತಿರಿ" speaks to many or to an adult: a child is told "ಒತ್ತು"',
    ]);
    expect(kannadaImperative([kannada('ಜೋಡಿಸಿ.', 'ಉತ್ತರ ಬರೆಯಿರಿ: 2 + 3 = ___')]).map((p) => p.path)).toEqual([
      'units.0.chapters.0.topics.0.activities.0.instruction',
      'units.0.chapters.0.topics.0.activities.0.questions.0.prompt',
    ]);
    expect([singularOf('ಬರೆಯಿರಿ'), singularOf('ಒಯ್ಯಿರಿ'), singularOf('ಕೂಡಿಸಿ'), singularOf('ಬಂದಿರಿ')]).toEqual([
      'ಬರೆ',
      'ಒಯ್ಯು',
      'ಕೂಡಿಸು',
      null,
    ]);
  });
  it('passes the singular, ಓದಿ inside a sentence ("having read"), nouns, and English files', () => {
    expect(kannadaImperative([kannada('ಕಥೆ ಓದಿ, ಉತ್ತರವನ್ನು ಒತ್ತು.', 'ನೀರು ಬಿಸಿ. ಗಿರಿ ಎತ್ತರ. ಯಾವುದು ಸರಿ?')])).toEqual([]);
    const englishFile = fixtureFile([mcqActivity(['ಒತ್ತಿರಿ?'])], { set: 'english-medium' });
    expect(kannadaImperative([englishFile])).toEqual([]);
  });
});

describe('typed emoji too new for older phones', () => {
  it('flags an Emoji 13, 14 or 15 character in an option, and passes older ones', () => {
    const file = fixtureFile([mcqActivity(['ಯಾವುದು ಕೊಳಲು?'])]);
    const activity = file.subject.units[0]?.chapters[0]?.topics[0]?.activities[0];
    if (activity?.kind === 'mcq')
      activity.questions[0] = { ...activity.questions[0], options: ['🪈 ಕೊಳಲು', '🥁 ಡೋಲು', '🔔 ಗಂಟೆ'] } as never;
    expect(newEmoji([file]).map((p) => p.message)).toEqual([
      '"🪈 ಕೊಳಲು" types 🪈, an emoji older phones show as a box: name a picture of the set instead',
    ]);
    expect(newEmoji([fixtureFile([mcqActivity(['🐘 🥭 🪁 🐦 ⬛ ಯಾವುದು?'])])])).toEqual([]);
    // Emoji 13 (2020): Android 10 and older draw a box (blind sample 15's nesting dolls, a ladder).
    expect(
      newEmoji([fixtureFile([mcqActivity(['🪆🪆 ಎಷ್ಟು ಗೊಂಬೆ?', '🪜 ಇದು ಏನು?'])])]).map((p) => p.message),
    ).toEqual([
      '"🪆🪆 ಎಷ್ಟು ಗೊಂಬೆ?" types 🪆, an emoji older phones show as a box: name a picture of the set instead',
      '"🪜 ಇದು ಏನು?" types 🪜, an emoji older phones show as a box: name a picture of the set instead',
    ]);
    // Emoji 12.1 and older still show: sari, yo-yo, kite, parachute, bricks, ghee-less roti's plate.
    expect(newEmoji([fixtureFile([mcqActivity(['🥻 🪀 🪁 🪂 🧱 🧈 ಯಾವುದು?'])])])).toEqual([]);
    // Older characters joined into an Emoji 15 one: the black bird (🐦 + ZWJ + ⬛).
    expect(newEmoji([fixtureFile([mcqActivity(['🐦\u200D⬛ ಕಾಗೆ ಯಾವ ಬಣ್ಣ?'])])]).map((p) => p.message)).toEqual(
      [
        '"🐦\u200D⬛ ಕಾಗೆ ಯಾವ ಬಣ್ಣ?" types 🐦\u200D⬛, an emoji older phones show as a box: name a picture of the set instead',
      ],
    );
  });
});

describe('letters of another Indian script', () => {
  it('flags a Telugu letter in a Kannada word, in an activity and in a topic name', () => {
    const file = fixtureFile([fillActivity([['ಊಟದ ಮೊದಲು ___ ತೊಳೆ.', ['ಕೈಗళು']]])]);
    const topic = file.subject.units[0]?.chapters[0]?.topics[0];
    if (topic) topic.name = { en: 'Hands', kn: 'ಕೈಗళು' };
    expect(otherScripts([file]).map((p) => p.message)).toEqual([
      '"ಕೈಗళು" has a letter of another script: ళ (U+0C33)',
      '"ಕೈಗళು" has a letter of another script: ళ (U+0C33)',
    ]);
  });
  it('passes Kannada, English, digits and signs', () => {
    const file = fixtureFile([fillActivity([['ಕೈಗಳು: 2 + 3 = ___ (hands) ₹5', ['5']]])]);
    expect(otherScripts([file])).toEqual([]);
  });
});

describe('Latin unit abbreviations in Kannada', () => {
  it('flags kg, km, cm… and a number with m, g or l, naming the Kannada unit', () => {
    const file = fixtureFile([mcqActivity(['ಆನೆಯ ತೂಕ ಎಷ್ಟು?'], { instruction: 'ಉದ್ದವನ್ನು cm ನಲ್ಲಿ ಬರೆ.' })]);
    const activity = file.subject.units[0]?.chapters[0]?.topics[0]?.activities[0];
    if (activity?.kind === 'mcq')
      activity.questions[0] = { ...activity.questions[0], options: ['1600 kg', '5 m'] } as never;
    expect(latinUnits([file]).map((p) => p.message)).toEqual([
      '"cm" in a Kannada text: write "ಸೆಂ.ಮೀ"',
      '"kg" in a Kannada text: write "ಕಿ.ಗ್ರಾಂ"',
      '"m" in a Kannada text: write "ಮೀ"',
    ]);
  });
  it('passes Kannada units, English files, and a lone letter', () => {
    const kannada = fixtureFile([mcqActivity(['1600 ಕಿ.ಗ್ರಾಂ ಮತ್ತು 5 ಮೀ: ಯಾವುದು?', 'm ಅಕ್ಷರ ಯಾವುದು?'])]);
    const englishFile = fixtureFile([mcqActivity(['Is 5 kg heavy?'])], english);
    expect(latinUnits([kannada, englishFile])).toEqual([]);
  });
});

describe('answers copied from the sentence above the blank', () => {
  it('flags a blank whose answer stands in the sentence before it', () => {
    const file = fixtureFile(
      [
        fillActivity([
          ["Read: 'Anu has a garden behind her house.' Anu's garden is behind her ___.", ['house']],
        ]),
      ],
      english,
    );
    expect(copiedAnswers([file]).map((p) => p.message)).toEqual([
      'the answer "house" is in the sentence above the blank: the child copies it',
    ]);
  });
  it('passes the answer inside the blank’s own sentence, choices after it, and word order', () => {
    const file = fixtureFile(
      [
        fillActivity([
          ['Water under the ground is called ground ___.', ['water']],
          ['The sky is ___ today. (blue / green)', ['blue']],
          ['ಮೂಳೆ, ನಾಯಿ, ಕಚ್ಚುತ್ತದೆ → ___ ಮೂಳೆ ಕಚ್ಚುತ್ತದೆ.', ['ನಾಯಿ']],
          ['Sita has a bicycle. She rides it to ___.', ['school']],
        ]),
      ],
      english,
    );
    expect(copiedAnswers([file])).toEqual([]);
  });
});

describe('caption speed', () => {
  const media = mkdtempSync(join(tmpdir(), 'kalike-captions-'));
  mkdirSync(join(media, 'lessons'));
  writeFileSync(
    join(media, 'lessons', 'seed.en.vtt'),
    'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nA seed.\n\n00:00:02.000 --> 00:00:04.000\nThe seed grows into a tall plant.\n',
  );
  const video = (grade: string) =>
    fixtureFile(
      [
        {
          key: 'v',
          kind: 'video',
          heading: { title: 'Seeds' },
          video: {
            src: 'lessons/seed.mp4',
            captions: 'lessons/seed.en.vtt',
            title: 'Seeds',
            durationSeconds: 4,
          },
        },
      ],
      { ...english, grade },
    );
  it('reads the cues of a WebVTT file', () => {
    expect(parseVtt('WEBVTT\n\n1\n00:01.500 --> 00:03.000 align:start\n<b>Hello</b>\nthere\n')).toEqual([
      { start: 1.5, end: 3, text: 'Hello there' },
    ]);
  });
  it('flags a cue over 15 characters a second in classes 1–2 and over 20 above', () => {
    // "The seed grows into a tall plant." is 33 characters in 2 s: 16.5 a second.
    expect(captionSpeed(media)([video('2')]).map((p) => p.message)).toEqual([
      'lessons/seed.en.vtt cue 2 ("The seed grows into a tall plant.") runs at 16.5 characters a second; class 2 reads at most 15',
    ]);
    expect(captionSpeed(media)([video('3')])).toEqual([]);
  });
});

describe('practice levels overlapping the level below', () => {
  it('measures the share of a level its lower level makes too', () => {
    // Tables of 2–5 after tables of 2, 5 and 10 were half the same items.
    const table = (a: number) => Array.from({ length: 10 }, (_, i) => `${a} × ${i + 1} = ___`);
    expect(sharedShare([2, 5, 10].flatMap(table), [2, 3, 4, 5].flatMap(table))).toBe(0.5);
    expect(sharedShare([2, 5, 10].flatMap(table), [3, 4].flatMap(table))).toBe(0);
    expect(levelOverlap('add.carry', 2)).toBe(0);
  });
  it('passes every level of every skill: each is new work (review of 2 Dec: 14 overlapped)', () => {
    expect(practiceOverlap()).toEqual([]);
    expect(levelOverlap('tables', 2)).toBeLessThanOrEqual(MOST_OVERLAP);
  });
});

describe('the same practice level twice in a topic', () => {
  const practice = (key: string, level: number): CurriculumActivity => ({
    key,
    kind: 'practice',
    heading: { title: key },
    practice: { skill: 'add.carry', level, count: 4 },
  });
  it("flags a warm-up at its round's level, and passes one a level below", () => {
    expect(practiceTwice([fixtureFile([practice('warm-up', 2), practice('round', 2)])])).toEqual([
      {
        file: 'curriculum/kannada-medium/grade-3/evs.yaml',
        path: 'units.0.chapters.0.topics.0.activities.1',
        message: 'practises add.carry level 2, as "warm-up" of the same topic does',
      },
    ]);
    expect(practiceTwice([fixtureFile([practice('warm-up', 1), practice('round', 2)])])).toEqual([]);
  });
});

describe("a written question a lower class's practice round asks", () => {
  // Class 1 (Kannada medium) plays add.carry level 1, whose bank holds 9 + 5 and 8 + 6 (sums
  // 11–18, each once whichever way round: domain/practice/bank.ts).
  const round: CurriculumActivity = {
    key: 'round',
    kind: 'practice',
    heading: { title: 'ಕೂಡು' },
    practice: { skill: 'add.carry', level: 1, count: 6 },
  };
  const classOne = fixtureFile([round], { grade: '1', subject: 'maths' });
  it('flags it in a higher class, a sum turned round too, and names the level', () => {
    const asked = fixtureFile(
      [
        fillActivity([
          ['5 + 9 = ___', ['14']],
          ['25 + 9 = ___', ['34']],
        ]),
      ],
      {
        grade: '2',
        subject: 'maths',
      },
    );
    expect(bankQuestions([asked, classOne])).toEqual([
      {
        file: 'curriculum/kannada-medium/grade-2/maths.yaml',
        path: 'units.0.chapters.0.topics.0.activities.0.questions.0.prompt',
        message:
          '"5 + 9 = ___" is an item of add.carry level 1\'s bank, which class 1 plays as a practice round',
      },
    ]);
  });
  it('flags a bank item written again under another lead-in (blind sample 10, item 10)', () => {
    // Class 1 (English medium) plays skipCount level 1: "What comes next? 24, 26, 28, ___".
    const skipRound: CurriculumActivity = {
      key: 'skip-round',
      kind: 'practice',
      heading: { title: 'Skip count' },
      practice: { skill: 'skipCount', level: 1, count: 6 },
    };
    const english = { set: 'english-medium' as const, subject: 'maths' };
    const classOneEnglish = fixtureFile([skipRound], { ...english, grade: '1' });
    const classTwo = fixtureFile(
      [
        fillActivity([
          ['Count in 2s: 24, 26, 28, ___', ['30']],
          ['Count in 2s: 74, 76, 78, ___', ['80']],
        ]),
      ],
      { ...english, grade: '2' },
    );
    expect(bankQuestions([classOneEnglish, classTwo]).map((p) => p.path)).toEqual([
      'units.0.chapters.0.topics.0.activities.0.questions.0.prompt',
    ]);
  });
  it("passes it in the round's own class, and in the other medium", () => {
    const same = fixtureFile([fillActivity([['9 + 5 = ___', ['14']]])], {
      grade: '1',
      subject: 'maths',
      topic: 'Add',
    });
    const otherMedium = fixtureFile([fillActivity([['9 + 5 = ___', ['14']]])], {
      set: 'english-medium',
      grade: '2',
      subject: 'maths',
    });
    expect(bankQuestions([classOne, same, otherMedium])).toEqual([]);
  });
});

describe("a practice round replaying a lower class's round", () => {
  const practice = (key: string, title: string, level: number): CurriculumActivity => ({
    key,
    kind: 'practice',
    heading: { title },
    practice: { skill: 'sub.borrow', level, count: 5 },
  });
  const classTwo = fixtureFile([practice('round', 'ಎರವಲು', 2)], { grade: '2', subject: 'maths' });
  it("flags a higher class's round at the same level, and names the class", () => {
    const classThree = fixtureFile(
      [practice('warm-up', 'ಪೂರ್ವಾಭ್ಯಾಸ: ಎರವಲು', 1), practice('round', 'ಎರವಲು', 2)],
      {
        grade: '3',
        subject: 'maths',
      },
    );
    expect(practiceReplays([classThree, classTwo])).toEqual([
      {
        file: 'curriculum/kannada-medium/grade-3/maths.yaml',
        path: 'units.0.chapters.0.topics.0.activities.1',
        message:
          'plays sub.borrow level 2, which class 2\'s round plays already (not a warm-up, not a "Revise:" topic)',
      },
    ]);
  });
  it('passes a warm-up one level below, a class 5 "Revise:" topic, and the other medium', () => {
    const warmUp = fixtureFile([practice('warm-up', 'ಪೂರ್ವಾಭ್ಯಾಸ: ಎರವಲು', 2), practice('round', 'ಎರವಲು', 3)], {
      grade: '3',
      subject: 'maths',
    });
    const revise = fixtureFile([practice('round', 'ಎರವಲು', 2)], {
      grade: '5',
      subject: 'maths',
      topic: 'Revise: borrowing',
    });
    const english = fixtureFile([practice('round', 'Borrow', 2)], {
      set: 'english-medium',
      grade: '3',
      subject: 'maths',
    });
    expect(practiceReplays([classTwo, warmUp, revise, english])).toEqual([]);
  });
});

describe("a practice warm-up far below its round, at a lower class's round (re-check s26f)", () => {
  const practice = (key: string, title: string, level: number): CurriculumActivity => ({
    key,
    kind: 'practice',
    heading: { title },
    practice: { skill: 'time.readClock', level, count: 4 },
  });
  const classTwo = fixtureFile([practice('round', 'ಅರ್ಧ ಗಂಟೆ', 2)], { grade: '2', subject: 'maths' });
  it("flags a warm-up two levels under its round that plays class 2's round", () => {
    const classThree = fixtureFile(
      [practice('warm-up', 'ಪೂರ್ವಾಭ್ಯಾಸ: ಗಡಿಯಾರ', 2), practice('round', 'ಐದು ನಿಮಿಷ', 4)],
      { grade: '3', subject: 'maths' },
    );
    expect(warmUpsFarBelow([classThree, classTwo])).toEqual([
      {
        file: 'curriculum/kannada-medium/grade-3/maths.yaml',
        path: 'units.0.chapters.0.topics.0.activities.0',
        message:
          "a warm-up at time.readClock level 2, 2 levels under its round, plays class 2's round: write it instead",
      },
    ]);
  });
  it('passes one level under, a level no lower class plays, and the other medium', () => {
    const oneUnder = fixtureFile([practice('warm-up', 'ಪೂರ್ವಾಭ್ಯಾಸ: ಗಡಿಯಾರ', 3), practice('round', 'ಐದು', 4)], {
      grade: '3',
      subject: 'maths',
    });
    const notPlayed = fixtureFile([practice('warm-up', 'ಪೂರ್ವಾಭ್ಯಾಸ: ಗಡಿಯಾರ', 1), practice('round', 'ಐದು', 4)], {
      grade: '3',
      subject: 'maths',
    });
    const english = fixtureFile([practice('warm-up', 'Warm-up: clocks', 2), practice('round', 'Five', 4)], {
      set: 'english-medium',
      grade: '3',
      subject: 'maths',
    });
    expect(warmUpsFarBelow([classTwo, oneUnder])).toEqual([]);
    expect(warmUpsFarBelow([classTwo, notPlayed])).toEqual([]);
    expect(warmUpsFarBelow([classTwo, english])).toEqual([]);
  });
});

describe('the same question with the same key in two topics of one file', () => {
  /** A file of two topics: the fixture's own, and a second one holding `second`. */
  const twoTopics = (first: CurriculumActivity[], second: CurriculumActivity[], grade = '1') => {
    const file = fixtureFile(first, { grade, subject: 'maths', topic: 'Add' });
    file.subject.units[0]?.chapters[0]?.topics.push({
      key: 't2',
      name: { en: 'Doubles', kn: 'Doubles' },
      activities: second,
    });
    return file;
  };
  it("flags the later topic's copy, whatever its case and end, and names the first topic", () => {
    const file = twoTopics(
      [fillActivity([['4 + 4 = ___', ['8', 'ಎಂಟು']]])],
      [fillActivity([['4 + 4 = ___.', ['ಎಂಟು', '8']]])],
    );
    expect(repeatedInFile([file])).toEqual([
      {
        file: 'curriculum/kannada-medium/grade-1/maths.yaml',
        path: 'units.0.chapters.0.topics.1.activities.0.questions.0.prompt',
        message:
          '"4 + 4 = ___." is asked with the same key in topic t already (units.0.chapters.0.topics.0.activities.0.questions.0)',
      },
    ]);
  });
  it('flags a bare sum or product asked the other way round, and not another sum', () => {
    const file = twoTopics(
      [
        fillActivity([
          ['2 + 5 = ___', ['7']],
          ['3 × 4 = ___', ['12']],
          ['9 − 4 = ___', ['5']],
        ]),
      ],
      [
        fillActivity([
          ['5 + 2 = ___', ['7']],
          ['4 × 3 = ___', ['12']],
          ['4 + 3 = ___', ['7']],
          ['4 − 9 = ___', ['5']],
        ]),
      ],
    );
    expect(repeatedInFile([file]).map((problem) => problem.message)).toEqual([
      '"5 + 2 = ___" is asked with the same key in topic t already (units.0.chapters.0.topics.0.activities.0.questions.0)',
      '"4 × 3 = ___" is asked with the same key in topic t already (units.0.chapters.0.topics.0.activities.0.questions.1)',
    ]);
  });
  it('passes another key, a repeat within one topic, and another file', () => {
    const otherKey = twoTopics(
      [mcqActivity(['What comes next?'])],
      [
        mcqActivity(['What comes next?'], {
          questions: [{ prompt: 'What comes next?', options: ['yes', 'no'], answer: 1, feedback: 'No.' }],
        }),
      ],
    );
    const oneTopic = fixtureFile(
      [fillActivity([['4 + 4 = ___', ['8']]]), fillActivity([['4 + 4 = ___', ['8']]], 'again')],
      { grade: '1', subject: 'maths' },
    );
    const otherFile = fixtureFile([fillActivity([['4 + 4 = ___', ['8']]])], { grade: '1', subject: 'evs' });
    expect(
      repeatedInFile([
        otherKey,
        oneTopic,
        otherFile,
        fixtureFile([fillActivity([['4 + 4 = ___', ['8']]])], { grade: '1', subject: 'maths', topic: 'Add' }),
      ]),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile, mcqActivity } from '../fixture.ts';
import { middleKeys, middleKeysInOrder } from './middleKeys.ts';
import { oneEndedKeys } from './oneEndedKeys.ts';
import { orderedValue } from './orderedValues.ts';

type Asked = [prompt: string, options: string[], answer: number];
const activity = (questions: Asked[]) =>
  fixtureFile(
    [
      mcqActivity([], {
        key: 'pick',
        questions: questions.map(([prompt, options, answer]) => ({ prompt, options, answer, feedback: '.' })),
      } as Partial<CurriculumActivity>),
    ],
    { subject: 'maths' },
  );
const asked = (options: string[], answer: number) => activity([['15 − 1 = ?', options, answer]]);
const none = new Set<string>();

describe('keys in the middle of three evenly spaced numbers (re-checks of 5 December)', () => {
  it('counts 13, 14, 15 keyed 14, in any order, with units or rupees', () => {
    expect(middleKeys([asked(['15', '14', '13'], 1)])).toEqual([
      {
        file: 'curriculum/kannada-medium/grade-3/maths.yaml',
        path: 'units.0.chapters.0.topics.0.activities.0.questions.0 (t/pick questions.0)',
        message: 'the key 14 is the middle of three evenly spaced numbers (13, 14, 15)',
      },
    ]);
    expect(middleKeys([asked(['₹1,200', '₹1,100', '₹1,000'], 1)])).toHaveLength(1);
    expect(middleKeys([asked(['20 cm', '30 cm', '40 cm'], 1)])).toHaveLength(1);
    // Decimals whose steps differ as floats (0.2 − 0.1 is not 0.3 − 0.2): session 44.
    expect(middleKeys([asked(['0.1', '0.2', '0.3'], 1)])).toHaveLength(1);
  });
  it('passes a key at an end, options not evenly spaced, words, and four options', () => {
    expect(middleKeys([asked(['13', '14', '15'], 2)])).toEqual([]);
    expect(middleKeys([asked(['12', '14', '20'], 1)])).toEqual([]);
    expect(middleKeys([asked(['thirteen', 'fourteen', 'fifteen'], 1)])).toEqual([]);
    expect(middleKeys([activity([['?', ['12', '13', '14', '15'], 1]])])).toEqual([]);
  });
});

describe('keys in the middle of three values in order (re-checks of session 27)', () => {
  const middle = (options: string[], answer: number) => middleKeysInOrder(none)([asked(options, answer)]);
  it('reads number words, ordinals, times, durations, weekdays and months in both languages', () => {
    expect(middle(['fifteen', 'fourteen', 'thirteen'], 1)).toEqual([
      {
        file: 'curriculum/kannada-medium/grade-3/maths.yaml',
        path: 'units.0.chapters.0.topics.0.activities.0.questions.0 (t/pick questions.0)',
        message:
          'the key fourteen is the middle of three evenly spaced values in order (thirteen, fourteen, fifteen)',
      },
    ]);
    for (const [options, answer] of [
      [['ಎರಡು ದಿನ', 'ಒಂದು ದಿನ', 'ಮೂರು ದಿನ'], 0],
      [['second', 'third', 'fourth'], 1],
      [['ಮೂರನೆಯದು', 'ಎರಡನೆಯದು', 'ನಾಲ್ಕನೆಯದು'], 0],
      [['ರಾತ್ರಿ 8:00', 'ರಾತ್ರಿ 8:30', 'ರಾತ್ರಿ 9:00'], 1],
      [['7 o’clock'.replace('’', "'"), 'half past 7', "8 o'clock"], 1],
      [['1 hour 15 minutes', '1 hour 45 minutes', '2 hours 15 minutes'], 1],
      [['ಬುಧವಾರ', 'ಗುರುವಾರ', 'ಶುಕ್ರವಾರ'], 1],
      [['June', 'July', 'August'], 1],
      [['ಶನಿವಾರ', 'ಸೋಮವಾರ', 'ಭಾನುವಾರ'], 2],
      [['November', 'January', 'December'], 2],
      [['About 6 hours', 'About 14 hours', 'About 10 hours'], 2],
      [['ಸುಮಾರು 2 ಕಿ.ಗ್ರಾಂ', 'ಸುಮಾರು 3 ಕಿ.ಗ್ರಾಂ', 'ಸುಮಾರು 4 ಕಿ.ಗ್ರಾಂ'], 1],
      // Fractions (session 44 middle-key sweep, after blind sample 25), steps equal as floats or not.
      [['3/4', '2/4', '1/4'], 1],
      [['1/4', '1/2', '3/4'], 1],
      [['1/3', '2/3', '1/2'], 2],
      [['೧/೪', '೧/೨', '೩/೪'], 1],
    ] as [string[], number][])
      expect(middle(options, answer), options.join(', ')).toHaveLength(1);
  });
  it('passes a key at an end, uneven steps, mixed kinds, digits alone (the numbers rule) and a kept place', () => {
    expect(middle(['second', 'third', 'fourth'], 2)).toEqual([]);
    expect(middle(['ಮಂಗಳವಾರ', 'ಬುಧವಾರ', 'ಗುರುವಾರ'], 2)).toEqual([]);
    expect(middle(['Saturday', 'Sunday', 'Monday'], 0)).toEqual([]);
    expect(middle(['8:00', '8:30', '9:30'], 1)).toEqual([]);
    expect(middle(['three', '4', 'Monday'], 1)).toEqual([]);
    expect(middle(['13', '14', '15'], 1)).toEqual([]);
    expect(middle(['1/4', '3/4', '1/2'], 0)).toEqual([]);
    expect(middle(['1/4', '1/2', '1'], 1)).toEqual([]);
    const kept = new Set(['curriculum/kannada-medium/grade-3/maths.yaml|t/pick|questions.0']);
    expect(middleKeysInOrder(kept)([asked(['June', 'July', 'August'], 1)])).toEqual([]);
  });
  it('knows the evening from the morning and a kilogram from a gram', () => {
    expect(orderedValue('ರಾತ್ರಿ 8:30')).toMatchObject({ kind: 'time', value: 20 * 60 + 30 });
    expect(orderedValue('8:30 am')).toMatchObject({ kind: 'time', value: 8 * 60 + 30 });
    expect(orderedValue('2 ಗಂಟೆ 30 ನಿಮಿಷ')).toMatchObject({ kind: 'duration', value: 150 });
    expect(orderedValue('1 ಕಿ.ಗ್ರಾಂ')?.unit).not.toBe(orderedValue('100 ಗ್ರಾಂ')?.unit);
  });
});

describe('activities whose keys are all the largest or all the smallest (re-checks of session 27)', () => {
  const ended = (questions: Asked[]) => oneEndedKeys(none)([activity(questions)]);
  it('counts an activity where tapping the biggest wins every question', () => {
    expect(
      ended([
        ['24 × 3 = ?', ['62', '72', '27'], 1],
        ['30 × 7 = ?', ['37', '210', '21'], 1],
      ]),
    ).toEqual([
      {
        file: 'curriculum/kannada-medium/grade-3/maths.yaml',
        path: 'units.0.chapters.0.topics.0.activities.0 (t/pick)',
        message: 'every one of its 2 ordered keys is the largest option: "tap the biggest" wins the activity',
      },
    ]);
    expect(
      ended([
        ['Ravi had 9 and gave 4. How many now?', ['5', '13', '9'], 0],
        ['ಮೋಹನನ ಬಳಿ 8. 3 ಕೊಟ್ಟ. ಈಗ ಎಷ್ಟು?', ['ಐದು', 'ಹನ್ನೊಂದು', 'ಎಂಟು'], 0],
      ]),
    ).toHaveLength(1);
  });
  it('passes mixed ends, one question, questions that ask for an end, and a kept activity', () => {
    expect(
      ended([
        ['24 × 3 = ?', ['62', '72', '27'], 1],
        ['30 × 7 = ?', ['37', '210', '2100'], 1],
      ]),
    ).toEqual([]);
    expect(ended([['24 × 3 = ?', ['62', '72', '27'], 1]])).toEqual([]);
    expect(
      ended([
        ['Which is the biggest?', ['62', '72', '27'], 1],
        ['ಯಾವುದು ದೊಡ್ಡದು?', ['37', '210', '21'], 1],
      ]),
    ).toEqual([]);
    // Clock times and months: "tap the latest" is no habit a child learns (December is always last).
    expect(
      ended([
        ['The film starts at 6:00 and lasts 3 hours. When does it end?', ['8:00', '8:30', '9:00'], 2],
        ['Which month is Christmas in?', ['January', 'August', 'December'], 2],
        ['Which month is Rajyotsava in?', ['January', 'November', 'August'], 1],
      ]),
    ).toEqual([]);
    const kept = new Set(['curriculum/kannada-medium/grade-3/maths.yaml|t/pick|keys']);
    expect(
      oneEndedKeys(kept)([
        activity([
          ['24 × 3 = ?', ['62', '72', '27'], 1],
          ['30 × 7 = ?', ['37', '210', '21'], 1],
        ]),
      ]),
    ).toEqual([]);
  });
});

describe('keys in the middle of three letters in order (blind sample 11)', () => {
  const letters = (options: string[], answer: number) => middleKeysInOrder(none)([asked(options, answer)]);
  it('counts a key between its two neighbours in the alphabet, English or Kannada', () => {
    expect(letters(['I', 'K', 'M'], 1)).toHaveLength(1);
    expect(letters(['w', 'u', 'v'], 2)).toHaveLength(1);
    expect(letters(['ಕ', 'ಖ', 'ಗ'], 1)).toHaveLength(1);
  });
  it('passes a key at an end, uneven steps, mixed alphabets, and letters beside another kind', () => {
    expect(letters(['I', 'K', 'L'], 1)).toEqual([]);
    expect(letters(['K', 'L', 'M'], 2)).toEqual([]);
    expect(letters(['K', 'l', 'M'], 1)).toEqual([]);
    expect(letters(['A', 'B', 'three'], 1)).toEqual([]);
  });
});

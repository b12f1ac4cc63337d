import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile, mcqActivity } from '../fixture.ts';
import { answeredAhead } from './answeredAhead.ts';

type Asked = [prompt: string, options: string[], answer: number, feedback: string];
const choice = (key: string, questions: Asked[]) =>
  mcqActivity([], {
    key,
    questions: questions.map(([prompt, options, answer, feedback]) => ({
      prompt,
      options,
      answer,
      feedback,
    })),
  } as Partial<CurriculumActivity>);
const sort = (feedback: string): CurriculumActivity => ({
  key: 'sort',
  kind: 'classify',
  heading: { title: 'Sort' },
  categories: ['Village', 'City'],
  items: [
    { text: 'Traffic jams', category: 1, feedback },
    { text: 'Fields', category: 0, feedback: 'Crops grow in fields.' },
  ],
});
/** A fill whose every question has this feedback line. */
const toldFill = (key: string, questions: [string, string[]][], feedback: string): CurriculumActivity => ({
  key,
  kind: 'fill',
  heading: { title: 'Fill' },
  questions: questions.map(([prompt, answers]) => ({ prompt, answers, feedback })),
});
const check = (activities: CurriculumActivity[], kept = new Set<string>()) =>
  answeredAhead(kept)([fixtureFile(activities, { set: 'english-medium', subject: 'maths' })]);

describe('feedback answering a question still to come (blind sample 11)', () => {
  const after19: Asked = [
    'Which number comes just after 19?',
    ['18', '20', '29'],
    1,
    'Count on: 19, then 20.',
  ];
  it('flags a feedback line of the activity before that says the next question’s key', () => {
    const problems = check([
      choice('what-comes-next', [
        ['What comes next? 18, 19, ___', ['20', '21', '10'], 0, '20 comes just after 19.'],
      ]),
      choice('teen-numbers', [after19]),
    ]);
    expect(problems).toEqual([
      {
        file: 'curriculum/english-medium/grade-3/maths.yaml',
        path: 'units.0.chapters.0.topics.0.activities.1.questions.0 (t/teen-numbers questions.0)',
        message:
          'the feedback of what-comes-next questions.0 ("20 comes just after 19.") says "20" before this question asks it: a child is told the answer, then asked',
      },
    ]);
  });
  it('flags a sort card’s feedback and an earlier question of the same activity, in words', () => {
    const city: Asked = [
      'Why do cities have more traffic?',
      ['More people and vehicles', 'Wider roads'],
      0,
      '.',
    ];
    expect(
      check([sort('More people and vehicles crowd city roads, so traffic grows.'), choice('quiz', [city])]),
    ).toHaveLength(1);
    const told = toldFill(
      'fill',
      [
        ['A cow gives us ___.', ['milk']],
        ['We drink ___ from a cow.', ['milk']],
      ],
      'A cow gives us milk to drink.',
    );
    expect(check([told]).map((p) => p.path)).toEqual([
      'units.0.chapters.0.topics.0.activities.0.questions.1 (t/fill questions.1)',
    ]);
  });
  it('reads a one-letter word as itself: a Kannada vowel (re-read s29e)', () => {
    const told = toldFill('i-fill', [['ಇರುವೆ: ಮೊದಲ ಅಕ್ಷರ ___', ['ಇ']]], 'ಇರುವೆ (ant): ಮೊದಲ ಅಕ್ಷರ ಇ.');
    const pictures: Asked = ['ಇ ಅಕ್ಷರದಿಂದ ಶುರುವಾಗುವ ಚಿತ್ರವನ್ನು ಒತ್ತು.', ['ಇರುವೆ', 'ಏಣಿ', 'ಉಂಗುರ'], 0, '.'];
    expect(check([told, choice('i-pictures', [pictures])])).toHaveLength(1);
  });
  it('reads a blank inside a word as the whole word it makes (re-read s29j)', () => {
    const words = choice('ee-words', [
      ['Which word starts with ಏ?', ['ಎಲೆ', 'ಏಣಿ'], 1, 'ಏಣಿ (ladder) ಏ ಸ್ವರದಿಂದ ಶುರುವಾಗುತ್ತದೆ.'],
    ]);
    const fill = (prompt: string) => toldFill('ee-fill', [[prompt, ['ಏ']]], '.');
    expect(check([words, fill('🪜 ___ಣಿ')])).toHaveLength(1);
    expect(check([words, fill('❓ ___ನು')])).toEqual([]);
  });
  it('reads a sort card as asked its group (blind sample 12, item 37)', () => {
    const quiz = choice('longer-or-shorter', [
      [
        'Which is measured in centimetres?',
        ['A pencil', 'A road'],
        0,
        'Short things like a pencil are measured in centimetres.',
      ],
    ]);
    const cards = (text: string): CurriculumActivity => ({
      key: 'cm-or-m',
      kind: 'classify',
      heading: { title: 'Sort' },
      categories: ['Centimetres', 'Metres'],
      items: [
        { text, category: 0, feedback: 'Small.' },
        { text: 'A road', category: 1, feedback: 'Long.' },
      ],
    });
    expect(check([quiz, cards('A pencil')]).map((p) => p.path)).toEqual([
      'units.0.chapters.0.topics.0.activities.1.items.0 (t/cm-or-m items.0)',
    ]);
    expect(check([quiz, cards('A spoon')])).toEqual([]);
  });
  it('reads each sentence too: another option named in one sentence hides nothing in the next (re-read s29e)', () => {
    const rooms: Asked = ['Tap what you find in the living room.', ['Bed', 'Bucket', 'Sofa'], 2, '.'];
    const told = (feedback: string) =>
      check([choice('rooms', [['Tap what you find in the bedroom.', ['Bed', 'Pot'], 0, feedback], rooms])]);
    expect(told('A bed is in the bedroom. A sofa is in the living room.')).toHaveLength(1);
    expect(told('A bed is in the bedroom. We sleep on it at night.')).toEqual([]);
  });
  it('passes a line told after the question, two activities back, naming other options, or sharing too little', () => {
    const line = choice('told', [
      ['What comes next? 18, 19, ___', ['20', '21', '10'], 0, '20 comes just after 19.'],
    ]);
    const other = choice('other', [['2 + 2 = ?', ['4', '5', '3'], 0, 'Two and two make four.']]);
    expect(check([choice('teen-numbers', [after19]), line])).toEqual([]);
    expect(check([line, other, choice('teen-numbers', [after19])])).toEqual([]);
    const both: Asked = ['Which number comes just after 19?', ['18', '20', '29'], 1, '.'];
    expect(
      check([
        choice('a', [['Count: 18, 19, 20', ['yes', 'no'], 0, '18 comes before 19, 20 comes after 19.']]),
        choice('b', [both]),
      ]),
    ).toEqual([]);
    expect(
      check([choice('a', [['?', ['yes', 'no'], 0, 'We count 20 sweets.']]), choice('b', [after19])]),
    ).toEqual([]);
  });
  it('passes a place a reviewer kept', () => {
    const activities = [
      choice('what-comes-next', [
        ['What comes next? 18, 19, ___', ['20', '21', '10'], 0, '20 comes just after 19.'],
      ]),
      choice('teen-numbers', [after19]),
    ];
    const kept = new Set(['curriculum/english-medium/grade-3/maths.yaml|t/teen-numbers|questions.0']);
    expect(check(activities, kept)).toEqual([]);
  });
});

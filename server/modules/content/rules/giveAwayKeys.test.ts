import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { giveAwayFills, giveAwayKeys } from './giveAwayKeys.ts';

// Issue 28: a key found by a shared word (sample 4's commonest finding). Each planted give-away
// is flagged; the same item written so that knowing decides is not; a reviewer's kept item is not.
const mcq = (questions: [string, string[], number][], extra: object = {}): CurriculumActivity =>
  ({
    key: 'quiz',
    kind: 'mcq',
    heading: { title: 'Saving water' },
    questions: questions.map(([prompt, options, answer]) => ({ prompt, options, answer, feedback: 'Yes.' })),
    ...extra,
  }) as CurriculumActivity;
const match = (pairs: [string, string][]): CurriculumActivity => ({
  key: 'pairs',
  kind: 'match',
  heading: { title: 'Where does it come from?' },
  pairs: pairs.map(([left, right]) => ({ left, right, feedback: 'Yes.' })),
});
const sort = (
  items: [string, number][],
  categories = ['Things with wheels', 'Things that float'],
): CurriculumActivity => ({
  key: 'sort',
  kind: 'classify',
  heading: { title: 'Sort' },
  categories,
  items: items.map(([text, category]) => ({ text, category, feedback: 'Yes.' })),
});
const check = (activities: CurriculumActivity[], kept: string[] = []) =>
  giveAwayKeys(new Set(kept))([fixtureFile(activities)]).map((p) => p.message);

describe('keys found by a shared word', () => {
  it('flags the only option repeating a word of the prompt or title, loosely (ಇಂಗಲು and ಇಂಗುಗುಂಡಿ, flying and flies)', () => {
    expect(
      check([
        mcq([
          ['ಮಳೆ ನೀರು ನೆಲದೊಳಗೆ ಇಂಗಲು ಏನು ಮಾಡಬಹುದು?', ['ಚರಂಡಿಗೆ ಹರಿಸುವುದು', 'ಇಂಗುಗುಂಡಿ ತೋಡುವುದು', 'ತೊಟ್ಟಿ'], 1],
          ['Which of these flies high?', ['Kite', 'Lamp', 'Birds flying'], 2],
          ['How can we keep rain water?', ['In a tank', 'Saving it in a pot', 'In a drain'], 1],
        ]),
      ]),
    ).toEqual([
      'only the key "ಇಂಗುಗುಂಡಿ ತೋಡುವುದು" repeats "ಇಂಗುಗುಂಡಿ" of what is heard before it (the prompt, the titles, the chapter or the topic name): a child can match the word instead of knowing',
      'only the key "Birds flying" repeats "flying" of what is heard before it (the prompt, the titles, the chapter or the topic name): a child can match the word instead of knowing',
      'only the key "Saving it in a pot" repeats "saving" of what is heard before it (the prompt, the titles, the chapter or the topic name): a child can match the word instead of knowing',
    ]);
  });

  it('flags a pair whose sides share a word and a card sharing a word with its group', () => {
    expect(
      check([
        match([
          ['ಜೇನುತುಪ್ಪ', 'ಜೇನುನೊಣ'],
          ['Milk', 'Cow'],
          ['Egg', 'Hen'],
        ]),
        sort([
          ['Wheelchair', 0],
          ['Boat', 1],
          ['Bus', 0],
          ['Leaf', 1],
        ]),
      ]),
    ).toEqual([
      '"ಜೇನುತುಪ್ಪ" and "ಜೇನುನೊಣ" share "ಜೇನುತುಪ್ಪ": the pair is found by the word',
      'the card "Wheelchair" shares "wheelchair" with its group "Things with wheels": sorted by the word',
    ]);
  });

  it('finds a Kannada word inside another (ವಾಸನೆ in ಸುವಾಸನೆ) and one English family (weaver, woven), not past forms', () => {
    // Blind sample 24: both sorted or matched by the heard word, and the 3-letter stem missed them.
    const senses = sort(
      [
        ['ಊದುಬತ್ತಿಯ ಸುವಾಸನೆ', 1],
        ['ಊದುಬತ್ತಿಯ ಪರಿಮಳ', 1],
        ['ಕಾಮನಬಿಲ್ಲು', 0],
      ],
      ['ಕಣ್ಣಿನಿಂದ ನೋಡುತ್ತೇವೆ', 'ಮೂಗಿನಿಂದ ವಾಸನೆ ತಿಳಿಯುತ್ತೇವೆ'],
    );
    expect(
      check([
        senses,
        match([
          ['Weaver bird', 'A hanging nest woven from grass'],
          ['Crab', 'A hole in wet sand'],
          ['Teacher', 'Many teachers at one school'],
          ['write', 'wrote'],
          ['catch', 'caught'],
        ]),
      ]),
    ).toEqual([
      'the card "ಊದುಬತ್ತಿಯ ಸುವಾಸನೆ" shares "ಸುವಾಸನೆ" with its group "ಮೂಗಿನಿಂದ ವಾಸನೆ ತಿಳಿಯುತ್ತೇವೆ": sorted by the word',
      '"Weaver bird" and "A hanging nest woven from grass" share "weaver": the pair is found by the word',
      '"Teacher" and "Many teachers at one school" share "teacher": the pair is found by the word',
    ]);
  });

  it('passes a pair whose shared word every other pair has too (a unit in each conversion)', () => {
    expect(
      check([
        match([
          ['ಮುಕ್ಕಾಲು ಮೀಟರ್', '75 ಸೆಂಟಿಮೀಟರ್'],
          ['1 ಕಿಲೋಮೀಟರ್', '1000 ಮೀಟರ್'],
          ['ಅರ್ಧ ಮೀಟರ್', '50 ಸೆಂಟಿಮೀಟರ್'],
        ]),
      ]),
    ).toEqual([]);
  });

  it('passes a key when every option or none shares the word, question words, short words and picture options', () => {
    expect(
      check([
        mcq([
          ['Which is the plural of cat?', ['cats', 'cates', 'catts'], 0],
          ['Which tap saves water?', ['A dripping tap', 'A closed tap', 'An open tap'], 1],
          ['What do we use to save water when we brush?', ['A mug', 'A running tap', 'A hose'], 0],
          ['Is it in the box?', ['It is in', 'No'], 0],
        ]),
        mcq([['Tap the duck.', ['Duck', 'Hen', 'Crow'], 0]], {
          pictures: { Duck: 'duck', Hen: 'chicken', Crow: 'crow' },
        }),
        match([
          ['Milk', 'Cow'],
          ['Egg', 'Hen'],
          ['Honey', 'Bee'],
        ]),
      ]),
    ).toEqual([]);
  });

  it('flags picture options whose words show (the prompt names none, the title does), not those it hides', () => {
    const pictures = { Umbrella: 'umbrella', Cap: 'billed-cap', Towel: 'towel' };
    expect(
      check([
        // The prompt names "Umbrella": the player hides the words, the child matches the picture.
        mcq([['Tap the umbrella.', ['Umbrella', 'Cap', 'Towel'], 0]], { pictures }),
        // The prompt names none: the words show, and only the key's repeats the title's.
        mcq([['What keeps you dry?', ['Umbrella', 'Cap', 'Towel'], 0]], {
          pictures,
          heading: { title: 'An umbrella in the rain' },
        }),
      ]),
    ).toEqual([
      'only the key "Umbrella" repeats "umbrella" of what is heard before it (the prompt, the titles, the chapter or the topic name): a child can match the word instead of knowing',
    ]);
  });

  it("flags a key named by what is heard before the questions: the topic's name and the passage's title", () => {
    const story = mcq([['What does the man sell?', ['Mangoes', 'Balls', 'Caps'], 2]], {
      heading: { title: 'Listen and answer' },
      passage: { title: 'The clever man', text: 'A man sells caps. Monkeys take them.' },
    });
    const named = (topic: string, passageTitle: string) =>
      giveAwayKeys(new Set())([
        fixtureFile(
          [{ ...story, passage: { title: passageTitle, text: 'A man sells caps.' } } as CurriculumActivity],
          {
            topic,
          },
        ),
      ]).map((p) => p.message);
    const message =
      'only the key "Caps" repeats "caps" of what is heard before it (the prompt, the titles, the chapter or the topic name): a child can match the word instead of knowing';
    expect(named('A story: the cap-seller', 'The clever man')).toEqual([message]);
    expect(named('A story: the clever man', 'The cap-seller and the monkeys')).toEqual([message]);
    expect(named('A story: the clever man', 'The clever man')).toEqual([]);
  });

  it('passes what a reviewer kept, by file, topic/activity and place', () => {
    const file = 'curriculum/kannada-medium/grade-3/evs.yaml';
    const activities = [
      match([
        ['ಜೇನುತುಪ್ಪ', 'ಜೇನುನೊಣ'],
        ['Milk', 'Cow'],
        ['Egg', 'Hen'],
      ]),
    ];
    expect(check(activities, [`${file}|t/pairs|pairs.0`])).toEqual([]);
    expect(check(activities, [`${file}|t/pairs|pairs.1`])).toHaveLength(1);
  });
});

describe('fill answers heard before the blank', () => {
  const fill = (questions: [string, string[]][], title = 'Fill in'): CurriculumActivity => ({
    key: 'fill',
    kind: 'fill',
    heading: { title },
    questions: questions.map(([prompt, answers]) => ({ prompt, answers, feedback: 'Yes.' })),
  });
  const flagged = (activity: CurriculumActivity, topic: string, kept: string[] = [], chapter = topic) =>
    giveAwayFills(new Set(kept))([fixtureFile([activity], { topic, chapter, set: 'english-medium' })]).map(
      (p) => p.path.replace(/^.* \(/, '('),
    );

  it('reads the chapter\'s name too: it heads the topic list (re-check of 4 Dec: "cycle" under "The water cycle")', () => {
    const rain = fill([
      ['Water goes up and comes down again and again: a ___.', ['cycle']],
      ['Water rises from the sea as ___.', ['vapour']],
    ]);
    expect(flagged(rain, 'Rain and clouds', [], 'The water cycle')).toEqual(['(t/fill questions.0)']);
    expect(flagged(rain, 'Rain and clouds', [], 'Water around us')).toEqual([]);
  });

  it("flags an answer the topic's name or a title says, when it names no other answer (blind sample 5: compost)", () => {
    const compost = fill([
      ['Dry leaves and peels turn into ___.', ['compost']],
      ['Nanjamma puts the peels in a ___.', ['pit']],
    ]);
    expect(flagged(compost, "Nanjamma's compost")).toEqual(['(t/fill questions.0)']);
    expect(flagged(compost, 'A story from the village')).toEqual([]);
    expect(flagged({ ...compost, heading: { title: 'What becomes compost?' } }, 'A story')).toEqual([
      '(t/fill questions.0)',
    ]);
    expect(
      flagged(compost, "Nanjamma's compost", [
        `curriculum/english-medium/grade-3/evs.yaml|t/fill|questions.0`,
      ]),
    ).toEqual([]);
  });

  it('passes a name that offers several answers, as options do', () => {
    const linkers = fill([
      ['I stayed in ___ it rained.', ['until']],
      ['We went out ___ it was cold.', ['although']],
    ]);
    expect(flagged(linkers, 'Although, until, unless')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fillActivity, fixtureFile, mcqActivity } from '../fixture.ts';
import { type GlossaryTerm, glossary } from './glossary.ts';

const terms: GlossaryTerm[] = [
  { term: 'capacity', use: { en: 'capacity', kn: 'ಸಾಮರ್ಥ್ಯ' }, avoid: { kn: ['ಧಾರಣೆ*'] } },
  {
    term: 'water cycle',
    use: { en: 'water cycle', kn: 'ನೀರಿನ ಚಕ್ರ' },
    avoid: { en: ['hydrologic cycle'], kn: ['ಜಲ ಚಕ್ರ'] },
  },
];

describe('glossary', () => {
  it('flags an avoided word, inflected or of two words, naming the word to use', () => {
    const file = fixtureFile([mcqActivity(['ಬಕೆಟ್‌ನ ಧಾರಣೆಯನ್ನು ಹೇಗೆ ಅಳೆಯುತ್ತೇವೆ?', 'ಜಲ ಚಕ್ರ ಎಂದರೇನು?'])]);
    expect(glossary(terms)([file])).toEqual([
      {
        file: file.file,
        path: 'units.0.chapters.0.topics.0.activities.0.questions.0.prompt',
        message: '"ಧಾರಣೆ" for capacity: the glossary says "ಸಾಮರ್ಥ್ಯ"',
      },
      {
        file: file.file,
        path: 'units.0.chapters.0.topics.0.activities.0.questions.1.prompt',
        message: '"ಜಲ ಚಕ್ರ" for water cycle: the glossary says "ನೀರಿನ ಚಕ್ರ"',
      },
    ]);
  });

  it("passes the glossary's words, a medium's words in the other medium, and accepted answers", () => {
    const kannada = fixtureFile([
      mcqActivity(['ಬಕೆಟ್‌ನ ಸಾಮರ್ಥ್ಯ ಎಷ್ಟು?', 'ನೀರಿನ ಚಕ್ರ ಎಂದರೇನು?', 'hydrologic cycle']),
      fillActivity([['ಬಕೆಟ್‌ನ ___ 10 ಲೀಟರ್.', ['ಸಾಮರ್ಥ್ಯ', 'ಧಾರಣೆ']]]),
    ]);
    expect(glossary(terms)([kannada])).toEqual([]);
    const english = fixtureFile([mcqActivity(['What is the hydrologic cycle?'])], { set: 'english-medium' });
    expect(glossary(terms)([english]).map((p) => p.message)).toEqual([
      '"hydrologic cycle" for water cycle: the glossary says "water cycle"',
    ]);
  });
});

describe('glossary in names', () => {
  it("reads each name in its own language, and lets a name say a textbook's title", () => {
    const file = fixtureFile([mcqActivity(['ಬಕೆಟ್‌ನ ಸಾಮರ್ಥ್ಯ ಎಷ್ಟು?'])], {
      set: 'english-medium',
      topic: 'ತೂಕ ಮತ್ತು ಧಾರಣೆ',
    });
    expect(glossary(terms)([file]).map((p) => p.path)).toEqual([
      'name.kn',
      'units.0.name.kn',
      'units.0.chapters.0.name.kn',
      'units.0.chapters.0.topics.0.name.kn',
    ]);
    const titled = terms.map((t) => ({ ...t, inNames: { kn: ['ಧಾರಣೆ*'] } }));
    expect(glossary(titled)([file])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fillActivity, fixtureFile, mcqActivity } from '../fixture.ts';
import { misspeltAnswers } from './misspeltAnswers.ts';

// The set around the questions: words a child meets elsewhere (ಹಾಲು, ಮೊಟ್ಟೆ, ಜೇನುತುಪ್ಪ, twice each).
const context = mcqActivity(['ಹಸು ಹಾಲು ಕೊಡುತ್ತದೆ. ಕೋಳಿ ಮೊಟ್ಟೆ ಇಡುತ್ತದೆ. ಜೇನುನೊಣ ಜೇನುತುಪ್ಪ ಕೊಡುತ್ತದೆ.'], {
  instruction: 'ಹಾಲು, ಮೊಟ್ಟೆ, ಜೇನುತುಪ್ಪ: ಯಾರು ಕೊಡುತ್ತಾರೆ?',
});
const check = (questions: [string, string[]][], allowed?: Set<string>) =>
  misspeltAnswers(allowed)([fixtureFile([context, fillActivity(questions)])]).map((p) => p.message);

describe('misspelt accepted answers', () => {
  it('flags a misspelling of another accepted answer, or of a word the set uses more', () => {
    expect(
      check([
        ['ಹಸು ___ ಕೊಡುತ್ತದೆ.', ['ಹಾಲು', 'ಹಾಲ್']],
        ['ಕೋಳಿ ___ ಇಡುತ್ತದೆ.', ['ಮೊಟೆ']],
        ['ಜೇನುನೊಣ ___ ಕೊಡುತ್ತದೆ.', ['ಜೇನುತುಪ']],
      ]),
    ).toEqual([
      '"ಹಾಲ್" looks like a misspelling of "ಹಾಲು"',
      '"ಮೊಟೆ" looks like a misspelling of "ಮೊಟ್ಟೆ"',
      '"ಜೇನುತುಪ" looks like a misspelling of "ಜೇನುತುಪ್ಪ"',
    ]);
  });

  it('passes right spellings, endings, spacing variants, numbers and allowed variants', () => {
    expect(
      check(
        [
          ['ಹಸು ___ ಕೊಡುತ್ತದೆ.', ['ಹಾಲು', 'ಹಾಲನ್ನು']],
          ['ಕೋಳಿ ___ ಇಡುತ್ತದೆ.', ['ಮೊಟ್ಟೆ', 'ಮೊಟ್ಟೆಗಳು']],
          ['ಜೇನುನೊಣ ___ ಕೊಡುತ್ತದೆ.', ['ಜೇನುತುಪ್ಪ', 'ಜೇನು ತುಪ್ಪ']],
          ['2 + 1 = ___', ['3', '8']],
          ['ಹಸಿರು ಬಣ್ಣ: ___', ['ಹಸಿರು', 'ಹಸುರು']],
        ],
        new Set(['ಹಸುರು']),
      ),
    ).toEqual([]);
  });

  it('passes a misspelling-like answer that the set writes elsewhere too', () => {
    const also = mcqActivity(['ಅವನು ಹಾಲ್ ಗೆ ಹೋದನು.', 'ಹಾಲ್ ದೊಡ್ಡದು.']);
    const files = [fixtureFile([context, also, fillActivity([['___', ['ಹಾಲು', 'ಹಾಲ್']]])])];
    expect(misspeltAnswers()(files)).toEqual([]);
  });

  it('flags an English slip of another answer, not another short word', () => {
    const english = (answers: string[]) =>
      misspeltAnswers()([
        fixtureFile([fillActivity([['The sky is ___', answers]])], { set: 'english-medium' }),
      ]);
    expect(english(['colour', 'colur']).map((p) => p.message)).toEqual([
      '"colur" looks like a misspelling of "colour"',
    ]);
    expect(english(['spit', 'saliva'])).toEqual([]);
  });
});

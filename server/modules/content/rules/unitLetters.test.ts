import { describe, expect, it } from 'vitest';
import { fixtureFile, mcqActivity } from '../fixture.ts';
import { unitLetters } from './unitLetters.ts';

// The re-check of 4 Dec: a topic's name "Revise: km, m, cm, mm" was heard as letters.
describe('units heard as letters', () => {
  it("flags a name's units, in either language, and ಮೀ without a number in a maths text", () => {
    const file = fixtureFile([mcqActivity(['ಈ ಹಗ್ಗ ಎಷ್ಟು ಮೀ ಉದ್ದ ಇದೆ?'])], {
      topic: 'Revise: km, m, cm',
      subject: 'maths',
    });
    const topic = file.subject.units[0]?.chapters[0]?.topics[0];
    if (topic) topic.name = { en: 'Revise: km, m, cm', kn: 'ಕಿ.ಗ್ರಾಂ, ಗ್ರಾಂ, ಲೀ' };
    expect(unitLetters([file]).map((p) => `${p.path}: ${p.message}`)).toEqual([
      'name.en: "km" in a text a child hears: write the units of a name in full',
      'name.en: "cm" in a text a child hears: write the units of a name in full',
      'units.0.name.en: "km" in a text a child hears: write the units of a name in full',
      'units.0.name.en: "cm" in a text a child hears: write the units of a name in full',
      'units.0.chapters.0.name.en: "km" in a text a child hears: write the units of a name in full',
      'units.0.chapters.0.name.en: "cm" in a text a child hears: write the units of a name in full',
      'units.0.chapters.0.topics.0.name.en: "km" in a text a child hears: write the units of a name in full',
      'units.0.chapters.0.topics.0.name.en: "cm" in a text a child hears: write the units of a name in full',
      'units.0.chapters.0.topics.0.name.kn: "ಕಿ.ಗ್ರಾಂ" in a text a child hears: write the units of a name in full',
      'units.0.chapters.0.topics.0.name.kn: "ಲೀ" in a text a child hears: write the units of a name in full',
      'units.0.chapters.0.topics.0.activities.0.questions.0.prompt: "ಮೀ" in a text a child hears: write ಮೀಟರ್ or ಲೀಟರ್',
    ]);
  });

  it('passes units in full, units after a number, letters being taught, and syllables of a language course', () => {
    const maths = fixtureFile([mcqActivity(['ಈ ಹಗ್ಗ 5 ಮೀ ಉದ್ದ. ಎಷ್ಟು ಸೆಂ.ಮೀ?'])], {
      topic: 'Revise: kilometres, metres',
      subject: 'maths',
    });
    const kannada = fixtureFile([mcqActivity(['ಮೀ ಯಿಂದ ಶುರುವಾಗುವ ಪದ: ಮೀನು'])], {
      topic: 'Sounds g to m',
      subject: 'kannada',
    });
    expect(unitLetters([maths, kannada])).toEqual([]);
  });
});

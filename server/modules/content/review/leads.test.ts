import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { askedBelow, keyStandsOut, toldBefore } from './leads.ts';

const mcq = (key: string, questions: [string, string[], number, string?][]): CurriculumActivity => ({
  key,
  kind: 'mcq',
  heading: { title: 'Choose' },
  questions: questions.map(([prompt, options, answer, feedback]) => ({
    prompt,
    options,
    answer,
    feedback: feedback ?? 'Yes.',
  })),
});
const match = (key: string, pairs: [string, string, string?][]): CurriculumActivity => ({
  key,
  kind: 'match',
  heading: { title: 'Match' },
  pairs: pairs.map(([left, right, feedback]) => ({ left, right, feedback: feedback ?? 'Yes.' })),
});
const inGrade = (grade: string, activities: CurriculumActivity[]) =>
  fixtureFile(activities, { set: 'english-medium', grade, subject: 'evs', topic: `Topic ${grade}` });

describe('leads for a reviewer (content:leads)', () => {
  it('asked below: the same key with the prompt in other words, and the sides swapped, one class up', () => {
    const leads = askedBelow([
      inGrade('1', [
        mcq('homes', [
          ['Where does a fish live?', ['in water', 'in a tree'], 0],
          ['Which bird makes a nest?', ['crow', 'cow'], 0],
        ]),
      ]),
      inGrade('2', [
        mcq('again', [
          ['Which animal lives only in water?', ['Dog', 'Fish'], 1],
          ['Where does a fish live and swim?', ['in water', 'on land'], 0],
          ['What colour is the sky?', ['blue', 'green'], 0],
        ]),
      ]),
    ]);
    expect(leads.map((lead) => [lead.at, lead.why])).toEqual([
      ['t/again questions.0', 'the sides swapped'],
      ['t/again questions.1', 'the same key, 2 prompt words alike'],
    ]);
    expect(leads[1]?.earlier).toBe(
      'curriculum/english-medium/grade-1/evs.yaml t/homes questions.0: "Where does a fish live?" → "in water"',
    );
  });

  it('asked below: not the same class in another file, not the other medium, not a lone shared number', () => {
    const english = fixtureFile([mcq('m', [['Where does a fish live?', ['in water', 'in a tree'], 0]])], {
      set: 'english-medium',
      grade: '2',
      subject: 'english',
    });
    const kannada = fixtureFile([mcq('k', [['Where does a fish live now?', ['in water', 'in sand'], 0]])], {
      set: 'kannada-medium',
      grade: '3',
    });
    const sums = [
      inGrade('1', [mcq('a', [['1 ten is?', ['10', '1'], 0]])]),
      inGrade('2', [mcq('b', [['1 cm is how many mm?', ['10', '1'], 0]])]),
    ];
    expect(
      askedBelow([
        inGrade('2', [mcq('n', [['Where does a fish live?', ['in water', 'on land'], 0]])]),
        english,
        kannada,
        ...sums,
      ]),
    ).toEqual([]);
  });

  it('told before: a line of the activity before says a later key in other words; a line naming every option does not', () => {
    const leads = toldBefore([
      inGrade('1', [
        match('helpers', [['Doctor', 'makes sick people well', 'A doctor treats us when we are sick.']]),
        mcq('who', [
          [
            'Who helps us get well when we are ill?',
            ['A farmer', 'A doctor'],
            1,
            'A farmer grows rice; a doctor treats us.',
          ],
          ['Who grows our rice?', ['A farmer', 'A doctor'], 0],
          ['Who grows the vegetables we eat?', ['A farmer', 'A tailor'], 0],
        ]),
      ]),
    ]);
    expect(leads.map((lead) => [lead.at, lead.earlier])).toEqual([
      ['t/who questions.0', `helpers pairs.0's line: "A doctor treats us when we are sick."`],
      ['t/who questions.2', `who questions.0's line: "A farmer grows rice; a doctor treats us."`],
    ]);
  });

  it('stands out: a key far longer than every other option, by letters or words; not a long name among long ones', () => {
    const leads = keyStandsOut([
      inGrade('2', [
        mcq('crafts', [
          ['What is woven on a handloom?', ['ಮಡಕೆ', 'ಸೀರೆ ಮತ್ತು ಬಟ್ಟೆ', 'ಬೊಂಬೆ'], 1],
          ['Which one helps a baby who falls?', ['Laugh', 'Walk away', 'Help her stand up again'], 2],
          ['Which vehicle has three wheels?', ['Scooter', 'Bus', 'Autorickshaw'], 2],
          ['Which one is a fruit?', ['A mango', 'A carrot', 'An onion'], 0],
          ['Two options only', ['Yes', 'Yes, it is very good'], 1],
        ]),
      ]),
    ]);
    // Not a name a little longer than the others (Autorickshaw), nor two options.
    expect(leads.map((lead) => [lead.at, lead.why])).toEqual([
      ['t/crafts questions.0', 'the key is far the longest'],
      ['t/crafts questions.1', 'the key is far the longest'],
    ]);
  });
});

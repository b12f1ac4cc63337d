import { describe, expect, it } from 'vitest';
import { fixtureFile, mcqActivity } from '../fixture.ts';
import { repeatedAcrossGrades } from './repeatedAcrossGrades.ts';

const inGrade = (grade: string, prompts: string[], subject = 'evs') =>
  fixtureFile([mcqActivity(prompts)], { set: 'english-medium', grade, subject });

describe('items repeated across classes', () => {
  it("flags the later class's copy, whatever its case, spaces and closing mark", () => {
    const problems = repeatedAcrossGrades()([
      inGrade('4', ['what is  the capital of Karnataka']),
      inGrade('3', ['What is the capital of Karnataka?']),
    ]);
    expect(problems).toEqual([
      {
        file: 'curriculum/english-medium/grade-4/evs.yaml',
        path: 'units.0.chapters.0.topics.0.activities.0.questions.0.prompt',
        message:
          '"what is  the capital of Karnataka" is asked already in class 3 (curriculum/english-medium/grade-3/evs.yaml: units.0.chapters.0.topics.0.activities.0.questions.0)',
      },
    ]);
  });

  it('passes other numbers, the same class, the other content set, and allowed stems', () => {
    const rule = repeatedAcrossGrades(new Set(['which is longer']));
    expect(rule([inGrade('1', ['1 rupee = ___ paise']), inGrade('2', ['2 rupees = ___ paise'])])).toEqual([]);
    expect(
      rule([inGrade('2', ['Where does a fish live?']), inGrade('2', ['Where does a fish live?'], 'english')]),
    ).toEqual([]);
    const kannada = fixtureFile([mcqActivity(['Where does a fish live?'])], { grade: '3' });
    expect(rule([inGrade('2', ['Where does a fish live?']), kannada])).toEqual([]);
    expect(rule([inGrade('1', ['Which is longer?']), inGrade('2', ['Which is longer?'])])).toEqual([]);
  });
});

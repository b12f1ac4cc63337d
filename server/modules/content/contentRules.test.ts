import { describe, expect, it } from 'vitest';
import { readCurriculum } from '../learning/curriculumFiles.ts';
import { contentRules, runContentRules } from './contentRules.ts';

// The real curriculum, read once: the rules must pass it, and still catch what was fixed in it.
const { files } = readCurriculum('curriculum');
const rules = contentRules('curriculum');

describe('the content rules on the real curriculum', () => {
  it('find no problem, and give one line per rule with its count', () => {
    const { problems, warnings, summary } = runContentRules(rules, files);
    expect(problems).toEqual([]);
    expect(summary.slice(0, 5)).toEqual([
      'misspelt accepted answers: 0',
      'glossary: 0',
      'stories in prompts: 0',
      'items repeated across classes: 0',
      'videos: real length and topic: 0',
    ]);
    // A warning is counted and said, but is no problem: the check passes (ADR 020).
    expect(summary[5]).toBe(`keys clustered on one option place (warning): ${warnings.length}`);
    expect(summary).toHaveLength(6);
  });

  it('catch the misspellings ಮೊಟೆ, ಜೇನುತುಪ and ಹಾಲ್ put back into class 3 EVS', () => {
    const copy = structuredClone(files);
    const evs = copy.find((f) => f.file === 'curriculum/kannada-medium/grade-3/evs.yaml');
    const fills = evs?.subject.units.flatMap((u) =>
      u.chapters.flatMap((c) => c.topics.flatMap((t) => t.activities.filter((a) => a.kind === 'fill'))),
    );
    const questions = fills?.flatMap((a) => (a.kind === 'fill' ? a.questions : [])) ?? [];
    const put = (right: string, wrong: string) => {
      const question = questions.find((q) => q.answers[0] === right);
      if (!question) throw new Error(`no question answered ${right}`);
      question.answers.push(wrong);
    };
    put('ಮೊಟ್ಟೆ', 'ಮೊಟೆ');
    put('ಜೇನುತುಪ್ಪ', 'ಜೇನುತುಪ');
    put('ಹಾಲು', 'ಹಾಲ್');
    const misspelt = rules.find((r) => r.name === 'misspelt accepted answers');
    expect(misspelt?.check(copy).map((p) => p.message)).toEqual([
      '"ಹಾಲ್" looks like a misspelling of "ಹಾಲು"',
      '"ಮೊಟೆ" looks like a misspelling of "ಮೊಟ್ಟೆ"',
      '"ಜೇನುತುಪ" looks like a misspelling of "ಜೇನುತುಪ್ಪ"',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { readCurriculum } from '../curriculum/index.ts';
import { contentRules, runContentRules } from './contentRules.ts';

// The real curriculum, read once: the rules must pass it, and still catch what was fixed in it.
const { files } = readCurriculum('curriculum');
const rules = contentRules('curriculum');

// What the review (issue 28) still has to fix, per finding rule, as content:check counted it when
// the rule came: a count may fall, never rise, so no new item adds a finding (ADR 022). Lower a
// number when the review brings it down; at 0 the rule becomes a failure (drop its `finding`).
const FINDINGS_AT_MOST: Record<string, number> = {
  'keys clustered on one option place': 0,
  'match and sort cards repeated across classes': 3,
  'passages starting with an instruction': 0,
  'passages without a title': 0,
  'plural or polite imperative in Kannada': 0,
  'Latin unit abbreviations in Kannada': 0,
  'answers copied from the sentence above the blank': 0,
  'caption cues too fast for the class': 0,
  'practice levels overlapping the level below': 0,
};

describe('the content rules on the real curriculum', () => {
  it('find no problem, and give one line per rule with its count', () => {
    const { problems, findings, summary } = runContentRules(rules, files);
    expect(problems).toEqual([]);
    expect(summary.slice(0, 7)).toEqual([
      'misspelt accepted answers: 0',
      'glossary: 0',
      'stories in prompts: 0',
      'items repeated across classes: 0',
      'videos: real length and topic: 0',
      'pictures: in the set, on a text of the activity: 0',
      'review records: 0',
    ]);
    // A finding is counted and said, but is no problem: the check passes (ADR 022).
    const counted = Object.fromEntries(
      rules.filter((r) => r.finding).map((r) => [r.name, findings.filter((f) => f.rule === r.name).length]),
    );
    expect(Object.keys(counted)).toEqual(Object.keys(FINDINGS_AT_MOST));
    for (const [name, count] of Object.entries(counted)) {
      expect(summary).toContain(`${name} (finding, fixed in review): ${count}`);
      expect(count, name).toBeLessThanOrEqual(FINDINGS_AT_MOST[name] ?? 0);
    }
    expect(summary).toHaveLength(7 + Object.keys(FINDINGS_AT_MOST).length);
  });

  it('catch the misspellings ಮೊಟೆ, ಜೇನುತುಪ and ಹಾಲ್ put back into class 3 EVS', () => {
    const copy = structuredClone(files);
    const evs = copy.find((f) => f.file === 'curriculum/kannada-medium/grade-3/evs.yaml');
    const fills = evs?.subject.units.flatMap((u) =>
      u.chapters.flatMap((c) => c.topics.flatMap((t) => t.activities.filter((a) => a.kind === 'fill'))),
    );
    const questions = fills?.flatMap((a) => (a.kind === 'fill' ? a.questions : [])) ?? [];
    // Three of the file's fill questions, whatever they ask today, get a word and its misspelling.
    const put = (at: number, right: string, wrong: string) => {
      const question = questions[at];
      if (!question) throw new Error(`class 3 EVS has no fill question ${at}`);
      question.answers = [right, wrong];
    };
    put(0, 'ಹಾಲು', 'ಹಾಲ್');
    put(1, 'ಮೊಟ್ಟೆ', 'ಮೊಟೆ');
    put(2, 'ಜೇನುತುಪ್ಪ', 'ಜೇನುತುಪ');
    const misspelt = rules.find((r) => r.name === 'misspelt accepted answers');
    expect(misspelt?.check(copy).map((p) => p.message)).toEqual([
      '"ಹಾಲ್" looks like a misspelling of "ಹಾಲು"',
      '"ಮೊಟೆ" looks like a misspelling of "ಮೊಟ್ಟೆ"',
      '"ಜೇನುತುಪ" looks like a misspelling of "ಜೇನುತುಪ್ಪ"',
    ]);
  });
});

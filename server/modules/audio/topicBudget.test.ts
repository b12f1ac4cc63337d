import { describe, expect, it } from 'vitest';
import { spokenText } from '../../../src/lib/spokenText.ts';
import { mcqActivity, subjectFile, testTopic, testUnit } from '../../test/students.ts';
import { emptyManifest } from './manifest.ts';
import { curriculumNeeds } from './needs.ts';
import {
  overBudget,
  readBudgetExceptions,
  TOPIC_AUDIO_BUDGET_BYTES,
  topicAudioSizes,
} from './topicBudget.ts';

describe('the read-aloud budget of a topic (issue 16, npm run budgets)', () => {
  it('adds up each clip of a topic once, largest topic first', () => {
    const file = subjectFile({
      grade: '1',
      units: [testUnit(1, [testTopic('small', [mcqActivity('a')]), testTopic('big', [mcqActivity('b', 3)])])],
    });
    const manifest = emptyManifest();
    for (const need of curriculumNeeds([file]))
      manifest.generated.en[spokenText(need.text, 'en')] = {
        id: need.text.padEnd(32, '0'),
        bytes: 1000,
        engine: 'fake',
      };
    // small: Add, 1 + 1, options 1 and 2, feedback f; big: Add, 3 prompts, options 1–6, f.
    expect(topicAudioSizes([file], manifest)).toEqual([
      { topic: 'maths.yaml › big', bytes: 11_000, clips: 11 },
      { topic: 'maths.yaml › small', bytes: 5000, clips: 5 },
    ]);
    expect(TOPIC_AUDIO_BUDGET_BYTES).toBe(150 * 1024);
  });
});

describe('topics over the bar', () => {
  const topic = (name: string, kb: number) => ({ topic: name, bytes: kb * 1024, clips: 10 });
  it('fail unless listed as an exception, and a listed one fails when it grows past its figure', () => {
    const exceptions = new Map([
      ['a.yaml › long', 200 * 1024],
      ['a.yaml › grew', 160 * 1024],
      ['a.yaml › shortened', 170 * 1024],
    ]);
    const result = overBudget(
      [
        topic('a.yaml › long', 190),
        topic('a.yaml › grew', 165),
        topic('a.yaml › new', 151),
        topic('a.yaml › shortened', 120),
      ],
      exceptions,
    );
    expect(result.failing.map((t) => t.topic)).toEqual(['a.yaml › grew', 'a.yaml › new']);
    expect(result.allowed.map((t) => t.topic)).toEqual(['a.yaml › long']);
    expect(result.fitting).toEqual(['a.yaml › shortened']);
  });

  it('are read from curriculum/audio/budget-exceptions.yaml, by file then topic key, in KB', () => {
    const exceptions = readBudgetExceptions('curriculum/audio/budget-exceptions.yaml');
    for (const [name, bytes] of exceptions) {
      expect(name).toMatch(/^curriculum\/(english|kannada)-medium\/grade-[1-7]\/[a-z]+\.yaml › [a-z0-9-]+$/);
      expect(bytes).toBeGreaterThan(TOPIC_AUDIO_BUDGET_BYTES);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { spokenText } from '../../../domain/rules/spokenText.ts';
import { mcqActivity, subjectFile, testTopic, testUnit } from '../../test/students.ts';
import { type CurriculumActivity, readCurriculum } from '../curriculum/index.ts';
import { emptyManifest, readManifest } from './manifest.ts';
import { curriculumNeeds } from './needs.ts';
import {
  defaultAudioDir,
  overBudget,
  practiceRoundSizes,
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

describe('a practice round (ADR 032)', () => {
  it('is not counted in its topic, but on its own: the clips of `count` of its bank items', () => {
    const practice = {
      key: 'p',
      kind: 'practice',
      heading: { title: 'Practise' },
      practice: { skill: 'tables', level: 1, count: 4 },
    } as CurriculumActivity;
    const file = subjectFile({ grade: '3', units: [testUnit(1, [testTopic('tables', [practice])])] });
    const manifest = emptyManifest();
    const needs = curriculumNeeds([file]);
    // Every different text a clip of 1,000 bytes.
    for (const need of needs)
      manifest.generated.en[need.words] = { id: need.words.padEnd(32, '0'), bytes: 1000, engine: 'fake' };
    // The topic: the activity's title alone.
    expect(topicAudioSizes([file], manifest)).toEqual([
      { topic: 'maths.yaml › tables', bytes: 1000, clips: 1 },
    ]);
    const [round, ...others] = practiceRoundSizes([file], manifest);
    expect(others).toEqual([]);
    // A times-table item says its prompt and its feedback: 2 clips, 2,000 bytes; 4 items a round.
    expect(round).toEqual({
      activity: 'maths.yaml › tables › units.0.chapters.0.topics.0.activities.0',
      count: 4,
      mean: 8000,
      heaviest: 8000,
    });
    expect(needs.filter((need) => need.practice).length).toBe(2 * 27);
  });
});

describe('topics over the bar', () => {
  const topic = (name: string, kb: number) => ({ topic: name, bytes: kb * 1024, clips: 10 });
  it('are every topic above 150 KB, with no exceptions', () => {
    const result = overBudget([
      topic('a.yaml › long', 190),
      topic('a.yaml › just-over', 150.1),
      topic('a.yaml › at-the-bar', 150),
      topic('a.yaml › short', 120),
    ]);
    expect(result.map((t) => t.topic)).toEqual(['a.yaml › long', 'a.yaml › just-over']);
  });

  it('include no topic of the curriculum: each fits in 150 KB of clips in its language', () => {
    const curriculum = readCurriculum('curriculum');
    const topics = topicAudioSizes(curriculum.files, readManifest(defaultAudioDir('curriculum')));
    expect(topics.length).toBeGreaterThan(0);
    expect(overBudget(topics)).toEqual([]);
  });
});

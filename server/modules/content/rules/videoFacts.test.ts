import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { videoFacts } from './videoFacts.ts';

const MEDIA = 'curriculum/media';
const video = (fields: { about?: string; durationSeconds?: number; title?: string }): CurriculumActivity => ({
  key: 'watch',
  kind: 'video',
  heading: { title: 'Watch' },
  // how-a-seed-grows.en.mp4 is 102 s long (its captions end at 00:01:42.060).
  video: { src: 'lessons/how-a-seed-grows.en.mp4', title: 'A seed grows', durationSeconds: 102, ...fields },
});
const check = (activity: CurriculumActivity, topic = 'Plants around us', misfits?: Set<string>) =>
  videoFacts(MEDIA, misfits)([fixtureFile([activity], { topic })]).map((p) => p.message);

describe('videos: real length and topic', () => {
  it('passes a clip of its real length whose about names the topic (plural or not)', () => {
    expect(check(video({ about: 'A seed grows into a plant with water and sun' }))).toEqual([]);
    expect(check(video({ about: 'Plants need water', durationSeconds: 103 }))).toEqual([]);
  });

  it('flags a length more than a second off the file, and a missing about', () => {
    expect(check(video({ about: 'A plant grows', durationSeconds: 103 }))).toEqual([]);
    expect(check(video({ about: 'A plant grows', durationSeconds: 100 }))).toEqual([
      'lessons/how-a-seed-grows.en.mp4 is 102 s long, not 100',
    ]);
    expect(check(video({}))).toEqual(['say what the clip shows in `about`']);
  });

  it('flags a clip whose about and title share no word with the topic, unless known as a misfit', () => {
    const shapes = video({ about: 'A seed grows into a flower' });
    expect(check(shapes, 'Perimeter and area')).toEqual([
      'the video ("A seed grows into a flower") says nothing of the topic "Perimeter and area": is it on the right topic?',
    ]);
    const known = new Set(['curriculum/kannada-medium/grade-3/evs.yaml|watch']);
    expect(check(shapes, 'Perimeter and area', known)).toEqual([]);
  });
});

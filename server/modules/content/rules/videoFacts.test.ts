import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { videoFacts } from './videoFacts.ts';

const MEDIA = 'curriculum/media';
const video = (
  fields: { about?: string; durationSeconds?: number; title?: string },
  timerSeconds?: number,
): CurriculumActivity => ({
  key: 'watch',
  kind: 'video',
  heading: { title: 'Watch' },
  ...(timerSeconds === undefined ? {} : { timerSeconds }),
  // perimeter-and-area.en.mp4 is 110 s long (its captions end at 00:01:50.170).
  video: {
    src: 'lessons/perimeter-and-area.en.mp4',
    title: 'Around a garden',
    durationSeconds: 110,
    ...fields,
  },
});
const check = (activity: CurriculumActivity, topic = 'Plants around us', misfits?: Set<string>) =>
  videoFacts(MEDIA, misfits)([fixtureFile([activity], { topic })]).map((p) => p.message);

describe('videos: real length and topic', () => {
  it('passes a clip of its real length whose about names the topic (plural or not)', () => {
    expect(check(video({ about: 'A seed grows into a plant with water and sun' }))).toEqual([]);
    expect(check(video({ about: 'Plants need water', durationSeconds: 111 }))).toEqual([]);
  });

  it('flags a length more than a second off the file, and a missing about', () => {
    expect(check(video({ about: 'A plant grows', durationSeconds: 111 }))).toEqual([]);
    expect(check(video({ about: 'A plant grows', durationSeconds: 100 }))).toEqual([
      'lessons/perimeter-and-area.en.mp4 is 110 s long, not 100',
    ]);
    expect(check(video({}))).toEqual(['say what the clip shows in `about`']);
  });

  it('flags a timer shorter than the video (none runs on a video, but the file should not say so)', () => {
    expect(check(video({ about: 'A plant grows' }, 60))).toEqual([
      'a timer of 60 s under a 110 s video: take it out (a video runs none)',
    ]);
    expect(check(video({ about: 'A plant grows' }, 140))).toEqual([]);
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

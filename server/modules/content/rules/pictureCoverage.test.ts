import { describe, expect, it } from 'vitest';
import { type CurriculumActivity, picturesOf, readCurriculum } from '../../curriculum/index.ts';

/**
 * An item done by pictures: it names pictures of the set, or draws a clock face (a fill-in's
 * `clock`, or the practice of reading the clock, which draws one per question: ClockFace.tsx).
 */
const byPictures = (activity: CurriculumActivity) =>
  picturesOf(activity).length > 0 ||
  (activity.kind === 'fill' && activity.questions.some((q) => 'clock' in q && q.clock)) ||
  (activity.kind === 'practice' && activity.practice.skill === 'time.readClock');

/**
 * Pictures where children of classes 1–2 need them (issue 29, point 1): every topic of every class
 * 1–2 subject of both mediums has at least one item a child who cannot read can do by pictures.
 */
describe('picture items in classes 1–2', () => {
  it('every class 1–2 topic, in both mediums and every subject, has one', () => {
    const { files, problems } = readCurriculum('curriculum');
    expect(problems).toEqual([]);
    const young = files.filter((file) => file.grade === '1' || file.grade === '2');
    expect(new Set(young.map((f) => `${f.set}/${f.grade}/${f.subject.key}`)).size).toBe(16);
    const without: string[] = [];
    let topics = 0;
    for (const file of young)
      for (const unit of file.subject.units)
        for (const chapter of unit.chapters)
          for (const topic of chapter.topics) {
            topics += 1;
            if (!topic.activities.some(byPictures))
              without.push(`${file.set}/grade-${file.grade}/${file.subject.key}: ${topic.key}`);
          }
    expect(topics).toBeGreaterThan(500);
    expect(without).toEqual([]);
  });
});

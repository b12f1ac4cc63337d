import type { CurriculumFile } from './curriculumFiles.ts';
import { type CurriculumActivity, REVIEW_STATES, type ReviewState } from './curriculumSchema.ts';

/**
 * Review states (issue 19): an item is written, checked by a teacher, checked by a Kannada
 * editor, then approved. Production imports only approved items (CONTENT_MIN_REVIEW=approved);
 * development and the tests see everything, so editors and tests can play what is being written.
 */
export const reviewOf = (file: Pick<CurriculumFile, 'subject'>, activity: CurriculumActivity): ReviewState =>
  activity.review ?? file.subject.review ?? 'written';

/** Whether an item in state `state` has reached `least` (the order of REVIEW_STATES). */
export const reached = (state: ReviewState, least: ReviewState) =>
  REVIEW_STATES.indexOf(state) >= REVIEW_STATES.indexOf(least);

/**
 * The files with only the activities that reached `least`; topics, chapters and units left
 * empty go too, so a child never opens a topic with nothing in it.
 */
export function keepReviewed(files: CurriculumFile[], least: ReviewState): CurriculumFile[] {
  if (least === 'written') return files;
  return files.flatMap((file) => {
    const units = file.subject.units.flatMap((unit) => {
      const chapters = unit.chapters.flatMap((chapter) => {
        const topics = chapter.topics.flatMap((topic) => {
          const activities = topic.activities.filter((a) => reached(reviewOf(file, a), least));
          return activities.length ? [{ ...topic, activities }] : [];
        });
        return topics.length ? [{ ...chapter, topics }] : [];
      });
      return chapters.length ? [{ ...unit, chapters }] : [];
    });
    return units.length ? [{ ...file, subject: { ...file.subject, units } }] : [];
  });
}

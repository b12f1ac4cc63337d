import { maxScore } from '../../../domain/rules/scoring.ts';
import type { CurriculumActivity } from './curriculumSchema.ts';

/** An activity's total as the curriculum gives it: a practice round's is its count. */
export function curriculumMaxScore(activity: CurriculumActivity): number {
  return activity.kind === 'practice' ? activity.practice.count : maxScore(activity);
}

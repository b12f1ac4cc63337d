import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';
import { orderedOptions } from './orderedValues.ts';

/** A question that asks for the biggest or smallest keys an end by what it asks, not by habit. */
const ENGLISH_END =
  /\b(?:(?:bigg|larg|great|small|long|short|tall|heavi|light|high|low|old|young)(?:er|est)|most|least|fewest|\bwhich\b.*\b(?:more|less|fewer))\b/i;
const KANNADA_END = /ಹೆಚ್ಚು|ಕಡಿಮೆ|ದೊಡ್ಡ|ಚಿಕ್ಕ|ಸಣ್ಣ|ಉದ್ದ|ಗಿಡ್ಡ|ಭಾರ|ಹಗುರ|ಎತ್ತರ|ಕುಳ್ಳ/u;
const KANNADA_WHICH = /ಯಾವ|ಯಾರ|ಅತಿ/u;
export const asksForAnEnd = (prompt: string) =>
  ENGLISH_END.test(prompt) || (KANNADA_END.test(prompt) && KANNADA_WHICH.test(prompt));
/** Counts and durations: a child sees which is biggest at a glance (a clock time or a day, less so). */
const SIZES = new Set(['number', 'duration']);

/**
 * An activity whose every ordered key (a count or a duration, in digits or words) is the largest
 * of its options, or every one the smallest (re-checks of session 27: after the middle-key sweep some activities had
 * all their keys at one end, so "tap the biggest" won them all). Questions that ask for the
 * biggest or smallest are left out, and so are activities with fewer than two such questions.
 * Swept in session 28, a failure since; an activity a reviewer kept (its questions ask what only
 * an end can be) is listed in giveaway-allow.yaml, at `keys` with `rule: one-ended-keys`, with why.
 */
export function oneEndedKeys(allowed: Set<string>) {
  return (files: CurriculumFile[]): CurriculumProblem[] =>
    activitiesOf(files).flatMap(({ file, path, topic, activity }) => {
      if (activity.kind !== 'mcq' || allowed.has(`${file.file}|${topic.key}/${activity.key}|keys`)) return [];
      const ends = activity.questions.flatMap((question) => {
        if (question.options.length < 3 || asksForAnEnd(question.prompt)) return [];
        const ordered = orderedOptions(question.options);
        const values = ordered?.every((v) => SIZES.has(v.kind)) ? ordered.map((v) => v.value) : null;
        if (!values || new Set(values).size !== values.length) return [];
        const key = values[question.answer] as number;
        return [
          key === Math.max(...values) ? 'largest' : key === Math.min(...values) ? 'smallest' : 'between',
        ];
      });
      if (ends.length < 2 || new Set(ends).size !== 1 || ends[0] === 'between') return [];
      return [
        {
          file: file.file,
          path: `${path} (${topic.key}/${activity.key})`,
          message: `every one of its ${ends.length} ordered keys is the ${ends[0]} option: "tap the ${ends[0] === 'largest' ? 'biggest' : 'smallest'}" wins the activity`,
        },
      ];
    });
}

import type { CurriculumFile, CurriculumProblem } from '../../learning/curriculumFiles.ts';
import { activitiesOf } from '../walk.ts';

/** A prompt longer than this is a story, not a question. */
export const LONGEST_PROMPT = 220;
/** A sentence this long, said again in another text of the activity, is a pasted passage. */
export const LONG_SENTENCE = 60;

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?।])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= LONG_SENTENCE);

/**
 * A story pasted into prompts or the instruction (issue 19): each copy is read aloud and weighs
 * on the topic's audio budget, and a child reads it again with every question. Flagged: a prompt
 * longer than 220 characters, or a prompt or instruction that repeats a long sentence (60
 * characters or more) of another prompt or the instruction of the same activity.
 */
export function passageInPrompts(files: CurriculumFile[]): CurriculumProblem[] {
  const problems: CurriculumProblem[] = [];
  const hint = 'put the story in `passage`';
  for (const { file, path, activity } of activitiesOf(files)) {
    if (activity.kind !== 'mcq' && activity.kind !== 'fill') continue;
    const texts = [
      ...(activity.instruction ? [{ place: 'instruction', text: activity.instruction }] : []),
      ...activity.questions.map((q, i) => ({ place: `questions.${i}.prompt`, text: q.prompt })),
    ];
    texts.forEach(({ place, text }, i) => {
      const at = `${path}.${place}`;
      if (place !== 'instruction' && text.length > LONGEST_PROMPT) {
        problems.push({ file: file.file, path: at, message: `a prompt of ${text.length} characters: ${hint}` });
        return;
      }
      const before = texts.slice(0, i).flatMap((t) => sentences(t.text));
      const again = sentences(text).find((s) => before.includes(s));
      if (again)
        problems.push({ file: file.file, path: at, message: `repeats "${again.slice(0, 40)}…": ${hint}` });
    });
  }
  return problems;
}

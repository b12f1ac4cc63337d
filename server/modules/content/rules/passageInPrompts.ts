import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';

/** A prompt longer than this is a story, not a question. */
export const LONGEST_PROMPT = 220;
/** Sentences this long together, said again in another text of the activity, are a pasted passage. */
export const LONG_SENTENCE = 60;

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?।])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The first run of whole sentences of `text`, 60 characters or more, that `earlier` holds too. */
function repeated(text: string, earlier: string[]): string | undefined {
  const sentences = sentencesOf(text);
  for (let start = 0; start < sentences.length; start++) {
    let run = '';
    for (const sentence of sentences.slice(start)) {
      const longer = run ? `${run} ${sentence}` : sentence;
      if (!earlier.some((t) => t.includes(longer))) break;
      run = longer;
      if (run.length >= LONG_SENTENCE) return run;
    }
  }
  return undefined;
}

/**
 * A story pasted into prompts or the instruction (issue 19): each copy is read aloud and weighs
 * on the topic's audio budget, and a child reads it again with every question. Flagged: a prompt
 * (or an instruction) longer than 220 characters, or a prompt that repeats whole sentences (60
 * characters or more together) of another prompt or the instruction of the same activity.
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
      if (text.length > LONGEST_PROMPT) {
        problems.push({ file: file.file, path: at, message: `${text.length} characters: ${hint}` });
        return;
      }
      const again = repeated(
        text,
        texts.slice(0, i).map((t) => t.text),
      );
      if (again)
        problems.push({ file: file.file, path: at, message: `repeats "${again.slice(0, 40)}…": ${hint}` });
    });
  }
  return problems;
}

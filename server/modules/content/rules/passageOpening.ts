import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { passageOf } from '../../curriculum/index.ts';
import { activitiesOf, wordsOf } from '../walk.ts';

/** A passage's first sentence: up to its first full stop, colon, ! or ? (at most 120 characters). */
const firstSentence = (text: string) => /^[^.:!?।]{1,120}[.:!?।]/.exec(text.trim())?.[0] ?? '';

// What a child is told to do, as instructions open in English ("Read the story and answer.",
// "Read again:") and the verbs Kannada instructions use ("ಕಥೆ ಓದಿ ಉತ್ತರಿಸು.").
const ENGLISH_OPENING = /^(read|listen|look|answer|write|choose|match|fill|sort|find)\b/i;
const KANNADA_INSTRUCTION = new Set(
  'ಓದು ಓದಿ ಓದಿರಿ ಉತ್ತರಿಸು ಉತ್ತರಿಸಿ ಬರೆ ಬರೆಯಿರಿ ಜೋಡಿಸು ಜೋಡಿಸಿ ಆರಿಸು ಆರಿಸಿ ತುಂಬು ತುಂಬಿ ಕೇಳು ಗಮನಿಸು'.split(' '),
);

/** Whether a passage opens with its own instruction (read aloud as if it were the story). */
export function opensWithInstruction(text: string): boolean {
  const sentence = firstSentence(text);
  if (!sentence) return false;
  return ENGLISH_OPENING.test(sentence) || wordsOf(sentence).some((w) => KANNADA_INSTRUCTION.has(w));
}

/**
 * A passage that starts with an instruction ("Read the story and answer. Lakshmi lives…", issue
 * 28): the speaker reads the instruction as the story's first line, and the instruction belongs
 * in `instruction`. The passage starts with the story itself.
 */
export function passageInstructions(files: CurriculumFile[]): CurriculumProblem[] {
  return activitiesOf(files).flatMap(({ file, path, activity }) => {
    const text = passageOf(activity)?.text;
    if (!text || !opensWithInstruction(text)) return [];
    return [
      {
        file: file.file,
        path: `${path}.passage.text`,
        message: `starts with an instruction ("${firstSentence(text)}"): move it to \`instruction\``,
      },
    ];
  });
}

/** A passage with no title (issue 28): a story has its name, shown and read first. */
export function untitledPassages(files: CurriculumFile[]): CurriculumProblem[] {
  return activitiesOf(files).flatMap(({ file, path, activity }) => {
    const passage = passageOf(activity);
    return passage && !passage.title
      ? [{ file: file.file, path: `${path}.passage`, message: 'the passage has no `title`' }]
      : [];
  });
}

import type { CurriculumFile } from '../../curriculum/index.ts';
import { feedbackOf, questionsOf } from '../rules/answeredAhead.ts';
import { contentWords, isKannada, shared } from '../rules/giveAwayKeys.ts';
import { activitiesOf, wordsOf } from '../walk.ts';
import type { Lead } from './leads.ts';

/**
 * Feedback lines that may give no reason (REVIEW.md: feedback says why the right answer is
 * right): a line of at most six words that holds its key (or the card, or the pair's left side)
 * and no word that gives a reason, a number or a sign. Blind samples 19–21 counted such lines
 * most ("Lime pickle is kept in salt and oil.", "It tells something.", "A bird lives in a nest."):
 * session 38 read the 1,515 of classes 3–5 and mended 502. Many state the rule for their item
 * ("Run doubles the n: running.") or quote the passage, and are right: a reader judges each.
 */
export const REASON =
  /\b(because|so|as|means|since|therefore|which|that|when|if|to)\b|ಏಕೆಂದರೆ|ಆದ್ದರಿಂದ|ಅದಕ್ಕೆ|ಅದಕ್ಕೇ|ಎಂದರೆ|ಹಾಗಾಗಿ|ಇದರಿಂದ|ಆಗ|[\p{N}+\-×÷=]/iu;
export const SHORT_WORDS = 6;

/**
 * Whether every content word of `text` stands in the line (by stem; Kannada by its first letters).
 * An English key of small words only ("don't", "more", "were") is looked for as it is: "With we:
 * don't." was missed by the lists of session 42 because such a key has no content word.
 */
const holds = (line: string, text: string) => {
  const said = contentWords(line);
  // Pieces under 3 letters ("t" of "don't") match nothing loosely (`shared`): left out.
  const words = contentWords(text).filter((word) => word.length >= 3);
  if (words.length > 0) return words.every((word) => shared([word], said) !== undefined);
  // Only English: a Kannada key that short is a letter, and a letter's sound is its own reason.
  if (isKannada(text)) return false;
  const small = wordsOf(text);
  const lineWords = wordsOf(line);
  return small.length > 0 && small.every((word) => lineWords.includes(word));
};

/** Each feedback line with the question it answers and its key (a line without one is left out). */
export function answeredLines(files: CurriculumFile[]) {
  return activitiesOf(files).flatMap((placed) => {
    const asked = questionsOf(placed.activity);
    return feedbackOf(placed.activity).flatMap((line) => {
      const question = asked.find((a) => a.at === line.at);
      const key = question?.keys[0];
      return question && key !== undefined ? [{ placed, line, question, key }] : [];
    });
  });
}

export function shortLines(files: CurriculumFile[]): Lead[] {
  return answeredLines(files).flatMap((answered) => {
    const { line, question, key } = answered;
    if (line.text.trim().split(/\s+/).length > SHORT_WORDS || REASON.test(line.text)) return [];
    if (!holds(line.text, key) && !holds(line.text, question.prompt)) return [];
    return [leadOf(answered, 'a short line that holds the key and gives no reason word')];
  });
}

/** A lead at an answered line: where it is, what is asked, its key and the line itself. */
export const leadOf = (
  { placed, line, question, key }: ReturnType<typeof answeredLines>[number],
  why: string,
): Lead => ({
  file: placed.file.file,
  at: `${placed.topic.key}/${placed.activity.key} ${line.at}`,
  asked: question.prompt,
  key,
  earlier: `its line: "${line.text}"`,
  why,
});

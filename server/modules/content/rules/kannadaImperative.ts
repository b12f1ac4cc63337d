import { type CurriculumFile, type CurriculumProblem, languageOf } from '../../curriculum/index.ts';
import { activitiesOf, textsOf, wordsOf } from '../walk.ts';

// Words ending like a plural verb that are not verbs (a hill, wealth, small, elder).
const NOT_VERBS = new Set(['ಗಿರಿ', 'ಸಿರಿ', 'ಕಿರಿ', 'ಹಿರಿ', 'ಕಿರಿಕಿರಿ']);
// Polite imperatives without -ಸಿ that instructions use; words in -ಸಿ that are not verbs.
const POLITE = new Set(['ನೋಡಿ', 'ಓದಿ', 'ಕೇಳಿ', 'ಹೇಳಿ', 'ಮಾಡಿ', 'ತುಂಬಿ', 'ಹಾಕಿ', 'ಒತ್ತಿ', 'ಕೂಡಿ', 'ಎಳೆಯಿರಿ']);
const NOT_POLITE = new Set(['ಬಿಸಿ', 'ಹಸಿ', 'ಮಸಿ']);

/** The singular imperative a child is told (ಒತ್ತಿರಿ → ಒತ್ತು, ಬರೆಯಿರಿ → ಬರೆ, ಜೋಡಿಸಿ → ಜೋಡಿಸು), when it is clear. */
export function singularOf(word: string): string | null {
  if (word.endsWith('ದಿರಿ')) return null; // ಬಂದಿರಿ: a plural past ("you came"), not an order
  if (word.endsWith('ಯ್ಯಿರಿ')) return `${word.slice(0, -3)}ು`; // ಒಯ್ಯಿರಿ → ಒಯ್ಯು
  if (word.endsWith('ಯಿರಿ')) return word.slice(0, -4); // ಬರೆಯಿರಿ → ಬರೆ
  if (word.endsWith('ಿರಿ')) return `${word.slice(0, -3)}ು`; // ಒತ್ತಿರಿ → ಒತ್ತು
  if (word.endsWith('ಿ')) return `${word.slice(0, -1)}ು`; // ಜೋಡಿಸಿ → ಜೋಡಿಸು
  return null;
}

/** The plural or polite forms in a Kannada text: -ಿರಿ anywhere, and -ಸಿ/ನೋಡಿ… ending a sentence of an instruction. */
export function pluralForms(text: string, instruction: boolean): string[] {
  const found = wordsOf(text).filter((w) => w.endsWith('ಿರಿ') && w.length > 3 && !NOT_VERBS.has(w));
  if (instruction)
    for (const sentence of text.split(/[.!?]/)) {
      const last = wordsOf(sentence).at(-1);
      if (last && !NOT_POLITE.has(last) && (last.endsWith('ಸಿ') || POLITE.has(last))) found.push(last);
    }
  return [...new Set(found)];
}

/**
 * The plural or polite imperative where a child is spoken to (issue 28): Kannada for children
 * uses the singular ನೀನು and its imperative (ಒತ್ತು, ಬರೆ, ಜೋಡಿಸು), as most files do; ಒತ್ತಿರಿ,
 * ಬರೆಯಿರಿ or ಜೋಡಿಸಿ speak to a class or an adult. Looked for in the texts that speak to the child:
 * the title, the instruction and each question's prompt (the -ಸಿ forms only where a sentence
 * of a title or instruction ends, since inside a sentence ಓದಿ is "having read"); a passage's
 * characters may speak to each other as they like.
 */
export function kannadaImperative(files: CurriculumFile[]): CurriculumProblem[] {
  return activitiesOf(files).flatMap(({ file, path, activity }) => {
    if (languageOf(file) !== 'kn') return [];
    return textsOf(activity)
      .filter((t) => /^(heading\.title|instruction|questions\.\d+\.prompt)$/.test(t.path))
      .flatMap(({ path: place, text }) =>
        pluralForms(text, place === 'instruction' || place === 'heading.title').map((word) => {
          const singular = singularOf(word);
          return {
            file: file.file,
            path: `${path}.${place}`,
            message: `"${word}" speaks to many or to an adult: a child is told ${singular ? `"${singular}"` : 'in the singular (ನೀನು)'}`,
          };
        }),
      );
  });
}

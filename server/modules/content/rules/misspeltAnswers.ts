import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { editDistance, graphemes, oneEditApart } from '../editDistance.ts';
import { activitiesOf, textsOf, wordsOf } from '../walk.ts';

/**
 * How far a misspelling may be from the word meant: one edit, two in long English words. (A
 * Kannada akshara is already a consonant cluster with its vowel: two aksharas off is another word.)
 */
const reach = (letters: string[]) => (letters.length >= 7 && !KANNADA.test(letters.join('')) ? 2 : 1);
const KANNADA = /[\u0C80-\u0CFF]/;
const key = (words: string[]) => ` ${words.join(' ')} `;
const startsWith = (long: string[], short: string[]) => short.every((letter, i) => long[i] === letter);

/**
 * Two spellings one of which may be a slip for the other, within `most` edits. Not a slip: the
 * same letters spaced otherwise (ಕೈ ಕಾಲು, ಕೈಕಾಲು), or one the other with an ending (ಮೊಟ್ಟೆ,
 * ಮೊಟ್ಟೆಗಳು), both of which a teacher accepts.
 */
function slip(a: string, b: string, most: number): boolean {
  if (a === b || a.replaceAll(' ', '') === b.replaceAll(' ', '')) return false;
  const [x, y] = [graphemes(a), graphemes(b)];
  if (startsWith(x, y) || startsWith(y, x)) return false;
  return editDistance(x, y) <= most;
}

/**
 * One letter changed within the same consonant or vowel (ಮೊಟೆ for ಮೊಟ್ಟೆ, ಹಾಲ್ for ಹಾಲು): how a
 * word the set uses often gets misspelt. Another first letter makes another word (ತತ್ತಿ, ಹತ್ತಿ).
 */
function sameLetterSlip(a: string[], b: string[]): boolean {
  if (b.length < 2 || startsWith(a, b) || startsWith(b, a) || !oneEditApart(a, b)) return false;
  if (a.length !== b.length) return a[0] === b[0];
  const i = a.findIndex((letter, j) => letter !== b[j]);
  return a[i]?.[0] === b[i]?.[0] || a[i] === b[i + 1];
}

/**
 * A `fill` question's accepted answer that is written nowhere else in its content set and is a
 * slip (one or two edits, on graphemes) of another of its accepted answers (the first one is
 * never taken for a slip of the others), or one letter off a
 * word the set uses more often: most likely a misspelling (ಮೊಟೆ for ಮೊಟ್ಟೆ) that would teach a
 * child a wrong spelling. Answers on the allow-list (with a reason) are real variants.
 */
export const misspeltAnswers =
  (allowed: ReadonlySet<string> = new Set()) =>
  (files: CurriculumFile[]): CurriculumProblem[] => {
    const problems: CurriculumProblem[] = [];
    const placed = activitiesOf(files);
    for (const set of new Set(files.map((f) => f.set))) {
      const inSet = placed.filter((p) => p.file.set === set);
      const texts = inSet.flatMap((p) =>
        textsOf(p.activity).map((t) => ({
          where: `${p.file.file}|${p.path}.${t.path}`,
          words: wordsOf(t.text),
        })),
      );
      const counts = new Map<string, number>();
      for (const t of texts) for (const w of t.words) counts.set(w, (counts.get(w) ?? 0) + 1);
      // Words used more than once, as graphemes, by length (a one-letter slip is within one).
      const byLength = new Map<number, { word: string; letters: string[] }[]>();
      for (const [word, n] of counts) {
        if (n < 2) continue;
        const letters = graphemes(word);
        byLength.set(letters.length, [...(byLength.get(letters.length) ?? []), { word, letters }]);
      }
      // Each text's words joined once: joining them again for every answer was half the rule's time.
      const keyed = texts.map((t) => ({ where: t.where, key: key(t.words) }));
      const elsewhere = (words: string[], where: string) => {
        if (words.length === 1) return (counts.get(words[0] as string) ?? 0) > 1;
        const sought = key(words);
        return keyed.some((t) => t.where !== where && t.key.includes(sought));
      };
      for (const { file, path, activity } of inSet) {
        if (activity.kind !== 'fill') continue;
        activity.questions.forEach((q, i) => {
          q.answers.forEach((answer, j) => {
            const words = wordsOf(answer);
            const text = words.join(' ');
            if (!words.length || /\d/.test(answer) || allowed.has(text)) return;
            const here = `${path}.questions.${i}.answers.${j}`;
            if (elsewhere(words, `${file.file}|${here}`)) return;
            const letters = graphemes(text);
            const siblings = q.answers.map((a) => wordsOf(a).join(' '));
            // The first answer is the spelling the question teaches: the others are its variants.
            let like = j > 0 ? siblings.find((s) => slip(text, s, reach(letters))) : undefined;
            // An English word one letter off another is most often another word (spit, sit).
            if (!like && words.length === 1 && (KANNADA.test(text) || letters.length >= 6))
              like = [letters.length - 1, letters.length, letters.length + 1]
                .flatMap((n) => byLength.get(n) ?? [])
                .find((w) => w.word !== text && sameLetterSlip(letters, w.letters))?.word;
            if (like)
              problems.push({
                file: file.file,
                path: here,
                message: `"${answer}" looks like a misspelling of "${like}"`,
              });
          });
        });
      }
    }
    return problems;
  };

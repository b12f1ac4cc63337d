import type { SpokenLanguage } from '../../../../domain/rules/spokenText.ts';
import { type CurriculumFile, type CurriculumProblem, LANGUAGE_OF_SET } from '../../curriculum/index.ts';
import { activitiesOf, textsOf, wordsOf } from '../walk.ts';

/** One term of curriculum/glossary.yaml: the word each medium uses, and the words it does not. */
export interface GlossaryTerm {
  term: string;
  use: Partial<Record<SpokenLanguage, string>>;
  avoid: Partial<Record<SpokenLanguage, string[]>>;
}

/** Whether `words` hold `pattern` (words; one ending in * matches every word starting so). */
function holds(words: string[], pattern: string): boolean {
  const wanted = pattern.normalize('NFC').toLowerCase().trim().split(/\s+/);
  return words.some((_, start) =>
    wanted.every((want, i) => {
      const word = words[start + i];
      if (word === undefined) return false;
      return want.endsWith('*') ? word.startsWith(want.slice(0, -1)) : word === want;
    }),
  );
}

/**
 * Terms used one way per medium (issue 19): a text of a medium's files that uses a word the
 * glossary avoids is flagged with the word to use. Accepted `fill` answers are not texts a child
 * reads: a child may write the other word and be right.
 */
export const glossary =
  (terms: GlossaryTerm[]) =>
  (files: CurriculumFile[]): CurriculumProblem[] =>
    activitiesOf(files).flatMap(({ file, path, activity }) => {
      const language = LANGUAGE_OF_SET[file.set];
      return textsOf(activity)
        .filter((t) => !/\.answers\.\d+$/.test(t.path))
        .flatMap(({ path: place, text }) => {
          const words = wordsOf(text);
          return terms.flatMap(({ term, use, avoid }) =>
            (avoid[language] ?? [])
              .filter((pattern) => holds(words, pattern))
              .map((pattern) => ({
                file: file.file,
                path: `${path}.${place}`,
                message: `"${pattern.replace('*', '')}" for ${term}: the glossary says "${use[language] ?? term}"`,
              })),
          );
        });
    });

import type { SpokenLanguage } from '../../../../domain/rules/spokenText.ts';
import { type CurriculumFile, type CurriculumProblem, LANGUAGE_OF_SET } from '../../curriculum/index.ts';
import { activitiesOf, namesOf, textsOf, wordsOf } from '../walk.ts';

/** One term of curriculum/glossary.yaml: the word each medium uses, and the words it does not. */
export interface GlossaryTerm {
  term: string;
  use: Partial<Record<SpokenLanguage, string>>;
  avoid: Partial<Record<SpokenLanguage, string[]>>;
  /** Avoided words a name may still say: a chapter's title as the textbooks write it. */
  inNames?: Partial<Record<SpokenLanguage, string[]>>;
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

/** The glossary's finds in one text of `language`: the avoided words, each with the word to use. */
const finds = (terms: GlossaryTerm[], language: SpokenLanguage, text: string, name = false) => {
  const words = wordsOf(text);
  return terms.flatMap(({ term, use, avoid, inNames }) =>
    (avoid[language] ?? [])
      .filter((pattern) => holds(words, pattern) && !(name && inNames?.[language]?.includes(pattern)))
      .map(
        (pattern) =>
          `"${pattern.replace('*', '')}" for ${term}: the glossary says "${use[language] ?? term}"`,
      ),
  );
};

/**
 * Terms used one way per medium (issue 19): a text of a medium's files that uses a word the
 * glossary avoids is flagged with the word to use. Accepted `fill` answers are not texts a child
 * reads: a child may write the other word and be right. Names (subject, unit, chapter, topic) are
 * read in each of their languages, since the topic list says them in the app's language (re-check
 * of 4 Dec: a class 2 topic's ತೂಕ ಮತ್ತು ಧಾರಕತೆ, heard before every activity of it).
 */
export const glossary =
  (terms: GlossaryTerm[]) =>
  (files: CurriculumFile[]): CurriculumProblem[] => [
    ...namesOf(files).flatMap(({ file, path, language, text }) =>
      finds(terms, language, text, true).map((message) => ({ file: file.file, path, message })),
    ),
    ...activitiesOf(files).flatMap(({ file, path, activity }) =>
      textsOf(activity)
        .filter((t) => !/\.answers\.\d+$/.test(t.path))
        .flatMap(({ path: place, text }) =>
          finds(terms, LANGUAGE_OF_SET[file.set], text).map((message) => ({
            file: file.file,
            path: `${path}.${place}`,
            message,
          })),
        ),
    ),
  ];

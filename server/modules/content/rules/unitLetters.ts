import { clipText } from '../../../../domain/rules/clipText.ts';
import { type CurriculumFile, type CurriculumProblem, languageOf } from '../../curriculum/index.ts';
import { activitiesOf, namesOf, textsOf } from '../walk.ts';

// A unit's abbreviation in a name: English kg, km, cm, mm, ml (and m, g, l in a list with them:
// "km, m, cm"), Kannada ಕಿ.ಮೀ and the like, or ಮೀ, ಲೀ alone.
const IN_A_NAME: Record<'en' | 'kn', RegExp> = {
  en: /(?<![A-Za-z])(kg|km|cm|mm|ml)(?![A-Za-z])/g,
  kn: /(?:ಕಿ|ಸೆಂ|ಮಿ|ಚ)\.\s?(?:ಮೀ|ಗ್ರಾಂ|ಲೀ)\.?|(?<![\u0C80-\u0CFF.])(?:ಮೀ|ಲೀ)(?![\u0C80-\u0CFF.])/g,
};
// What is left once an activity's Kannada text is said: ಮೀ and ಲೀ without a number are said as
// the syllable (spokenText says them as words only after a number).
const HEARD_ALONE = /(?<![\u0C80-\u0CFF.])(ಮೀ|ಲೀ)(?![\u0C80-\u0CFF.])/g;
// A language course teaches syllables: ಮೀ there is the syllable of ಮೀನು, not metres.
const LANGUAGE_COURSES = new Set(['kannada', 'english']);

const problem = (file: CurriculumFile, path: string, found: Iterable<RegExpMatchArray>, advice: string) =>
  [...new Set([...found].map((m) => m[0]))].map((unit) => ({
    file: file.file,
    path,
    message: `"${unit}" in a text a child hears: ${advice}`,
  }));

/**
 * Units heard as letters (re-check of 4 Dec): "Revise: km, m, cm, mm", a class 5 topic's name,
 * was heard as "kay em, em, see em, em em", and "ಗ್ರಾಂ, ಲೀ, ಮಿ.ಲೀ" ends on the lone syllable ಲೀ. A
 * name is a title, said on the topic list in the app's language, so it writes its units in full;
 * an activity shows the notation it teaches and its clip says the word (spokenText), except ಮೀ or
 * ಲೀ without a number, which only a name in full can say.
 */
export function unitLetters(files: CurriculumFile[]): CurriculumProblem[] {
  return [
    ...namesOf(files).flatMap(({ file, path, language, text }) =>
      problem(file, path, text.matchAll(IN_A_NAME[language]), 'write the units of a name in full'),
    ),
    ...activitiesOf(files).flatMap(({ file, path, activity }) =>
      languageOf(file) !== 'kn' || LANGUAGE_COURSES.has(file.subject.key)
        ? []
        : textsOf(activity)
            .filter((t) => !/\.answers\.\d+$/.test(t.path))
            .flatMap(({ path: place, text }) =>
              problem(
                file,
                `${path}.${place}`,
                clipText(text, 'kn').matchAll(HEARD_ALONE),
                'write ಮೀಟರ್ or ಲೀಟರ್',
              ),
            ),
    ),
  ];
}

import { UNITS } from '../../../../domain/practice/skills.ts';
import { type CurriculumFile, type CurriculumProblem, languageOf } from '../../curriculum/index.ts';
import { activitiesOf, textsOf } from '../walk.ts';

// kg, km, cm, mm, ml on their own; m, g, l only after a number (5 m), since a lone letter may be
// a name or a letter being taught.
const LATIN_UNIT = /(?<![A-Za-z])(kg|km|cm|mm|ml)(?![A-Za-z])|(?<=\d\s?)(m|g|l)(?![A-Za-z])/g;

/**
 * Latin unit abbreviations in a Kannada text (issue 28): Kannada-medium books write ಕಿ.ಗ್ರಾಂ,
 * ಕಿ.ಮೀ, ಸೆಂ.ಮೀ, ಮೀ, ಗ್ರಾಂ, ಲೀ, ಮಿ.ಲೀ (the practice generator's own UNITS), so a child reading
 * "1600 kg" meets a script the lesson does not teach. A video's `about` is an English note.
 */
export function latinUnits(files: CurriculumFile[]): CurriculumProblem[] {
  return activitiesOf(files).flatMap(({ file, path, activity }) => {
    if (languageOf(file) !== 'kn') return [];
    return (
      textsOf(activity)
        // An English instruction of the Kannada course for English medium is left alone.
        .filter(
          (t) =>
            t.path !== 'video.about' && (file.set === 'kannada-medium' || /[\u0C80-\u0CFF]/.test(t.text)),
        )
        .flatMap(({ path: place, text }) =>
          [...new Set([...text.matchAll(LATIN_UNIT)].map((m) => m[0]))].map((unit) => ({
            file: file.file,
            path: `${path}.${place}`,
            message: `"${unit}" in a Kannada text: write "${UNITS[unit]?.[1] ?? unit}"`,
          })),
        )
    );
  });
}

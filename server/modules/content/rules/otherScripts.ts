import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { allTextsOf } from '../walk.ts';

// The Indian scripts of Unicode's block U+0900–U+0DFF other than Kannada (U+0C80–U+0CFF):
// Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Malayalam, Sinhala.
const OTHER_SCRIPT = /[\u0900-\u0C7F\u0D00-\u0DFF]/gu;

/**
 * A letter of another Indian script in a text (session 25: a writer's "ಕೈಗళ" had the Telugu ళ for
 * ಳ; the two look alike, and a child's phone draws it, the speech engine skips it and a typed
 * answer never matches it). Kannada and English are the only scripts the product teaches.
 */
export function otherScripts(files: CurriculumFile[]): CurriculumProblem[] {
  return allTextsOf(files).flatMap(({ file, path, text }) => {
    const letters = [...new Set(text.match(OTHER_SCRIPT) ?? [])];
    if (!letters.length) return [];
    const named = letters.map(
      (l) => `${l} (U+${l.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')})`,
    );
    return [
      { file: file.file, path, message: `"${text}" has a letter of another script: ${named.join(', ')}` },
    ];
  });
}

import type { CurriculumFile } from '../../curriculum/index.ts';
import type { Lead } from './leads.ts';
import { answeredLines, leadOf } from './shortLines.ts';

/**
 * Feedback lines that may only name the relation the item asks (REVIEW.md, Correct, amended
 * 2026-12-07): "Awake is the opposite of asleep.", "35ರಲ್ಲಿ 3 ಹತ್ತರ ಸ್ಥಾನದಲ್ಲಿದೆ.", "Mysuru is
 * famous for silk." Blind samples 21 and 22 counted four such lines each, two of them kept by a
 * sweep as "the item's rule itself". A line that names the relation and also says how a child
 * tells it (what each word means, 3 tens and 5 ones, how the thing is made) is right, and has a
 * reason word more often than not; a reader judges each. Numbers do not count as a reason here:
 * "3 is in the tens place" names a place with a number in it.
 */
const RELATION =
  /\b(opposite|opposites|place|famous|known for|kind of|type of|belongs? to|is called|are called|case|naming word|doing word|describing word|plural|singular|rhymes?|masculine|feminine)\b|ವಿರುದ್ಧ|(?<!ದೇವ)ಸ್ಥಾನ|ಪ್ರಸಿದ್ಧ|ಹೆಸರುವಾಸಿ|ವಿಭಕ್ತಿ|ಬಹುವಚನ|ಏಕವಚನ|ಪ್ರಾಸ|ಲಿಂಗ|ನಾಮಪದ|ಕ್ರಿಯಾಪದ|ಗುಣವಾಚಕ|ಎನ್ನುತ್ತಾರೆ|ಎಂದು ಕರೆಯುತ್ತಾರೆ|ಒಂದು ಬಗೆ|ಒಂದು ವಿಧ|ಜಾತಿಗೆ ಸೇರಿದ/iu;
const REASON_WORD =
  /\b(because|so|as|means|mean|since|therefore|which|that|when|if|to|how|from|by|with|made)\b|ಏಕೆಂದರೆ|ಆದ್ದರಿಂದ|ಅದಕ್ಕೆ|ಅದಕ್ಕೇ|ಎಂದರೆ|ಅಂದರೆ|ಹಾಗಾಗಿ|ಇದರಿಂದ|ಆಗ|ರಿಂದ|ಮಾಡುತ್ತಾರೆ|ಏಕೆ/iu;
const MAX_WORDS = 12;

export function relationLines(files: CurriculumFile[]): Lead[] {
  return answeredLines(files).flatMap((answered) => {
    const text = answered.line.text;
    if (!RELATION.test(text) || REASON_WORD.test(text) || text.trim().split(/\s+/).length > MAX_WORDS)
      return [];
    return [
      leadOf(
        answered,
        'a line that names a relation (opposite, place, case, famous for…) and no reason word',
      ),
    ];
  });
}

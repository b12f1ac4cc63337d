import type { SkillId } from './skills.ts';

/** Each skill's name as a child and a parent read it (dashboard, weekly report), in both languages. */
export const SKILL_NAMES: Record<SkillId, { en: string; kn: string }> = {
  'count.numberNames': { en: 'Number names', kn: 'ಸಂಖ್ಯೆಗಳ ಹೆಸರುಗಳು' },
  placeValue: { en: 'Place value', kn: 'ಸ್ಥಾನ ಬೆಲೆ' },
  tensOnes: { en: 'Tens and ones', kn: 'ಹತ್ತುಗಳು ಮತ್ತು ಬಿಡಿಗಳು' },
  compare: { en: 'Comparing numbers', kn: 'ಸಂಖ್ಯೆಗಳ ಹೋಲಿಕೆ' },
  'add.noCarry': { en: 'Adding', kn: 'ಕೂಡುವುದು' },
  'add.carry': { en: 'Adding with carrying', kn: 'ದಶಕ ಸಹಿತ ಕೂಡುವುದು' },
  'add.pastTen': { en: 'Adding past a ten', kn: 'ಹತ್ತನ್ನು ದಾಟಿ ಕೂಡುವುದು' },
  'sub.noBorrow': { en: 'Taking away', kn: 'ಕಳೆಯುವುದು' },
  'sub.borrow': { en: 'Taking away with borrowing', kn: 'ಎರವಲು ಪಡೆದು ಕಳೆಯುವುದು' },
  'sub.acrossZero': { en: 'Borrowing across a zero', kn: 'ಸೊನ್ನೆ ಇರುವಾಗ ಎರವಲು ಪಡೆದು ಕಳೆಯುವುದು' },
  tables: { en: 'Times tables', kn: 'ಮಗ್ಗಿ' },
  'tables.missing': { en: 'Missing numbers in tables', kn: 'ಮಗ್ಗಿಯಲ್ಲಿ ಬಿಟ್ಟ ಸಂಖ್ಯೆ' },
  'division.facts': { en: 'Sharing and dividing', kn: 'ಭಾಗಾಕಾರ' },
  'fractions.ofShape': { en: 'Fractions of a shape', kn: 'ಆಕೃತಿಯ ಭಿನ್ನರಾಶಿ' },
  'fractions.compare': { en: 'Comparing fractions', kn: 'ಭಿನ್ನರಾಶಿಗಳ ಹೋಲಿಕೆ' },
  'money.total': { en: 'Money', kn: 'ಹಣ' },
  'time.readClock': { en: 'Reading the clock', kn: 'ಗಡಿಯಾರ ನೋಡಿ ಸಮಯ ಹೇಳುವುದು' },
  'measure.convert': { en: 'Units of measure', kn: 'ಅಳತೆಯ ಏಕಮಾನಗಳು' },
  skipCount: { en: 'Skip counting', kn: 'ಜಿಗಿತದ ಎಣಿಕೆ' },
  'multiply.multiDigit': { en: 'Multiplying bigger numbers', kn: 'ದೊಡ್ಡ ಸಂಖ್ಯೆಗಳ ಗುಣಾಕಾರ' },
  'division.remainder': { en: 'Dividing with a remainder', kn: 'ಶೇಷ ಉಳಿಯುವ ಭಾಗಾಕಾರ' },
};

import { numberOfWord, westernDigits } from '../../../../domain/practice/numerals.ts';

/**
 * Where an option stands in an order a child knows, so that a key placed between two neighbours
 * can be found however it is written (re-checks of session 27: "second, third, fourth" keyed
 * third, 8:00 / 8:30 / 9:00 keyed 8:30, Wednesday / Thursday / Friday keyed Thursday). Values of
 * different kinds are not compared: a time is not a count.
 */
export type OrderKind = 'number' | 'fraction' | 'time' | 'duration' | 'weekday' | 'month' | 'letter';
export interface OrderedValue {
  kind: OrderKind;
  value: number;
  /** What follows a number written with digits ("kg", "ಗ್ರಾಂ"): 1 kg is not less than 100 g. */
  unit?: string;
}

/** A number as a child reads it: "14", "₹1,250", "3.5", "15 cm" (the number first, one number). */
const DIGITS = /^₹?\s*(\d[\d,]*(?:\.\d+)?)(?:\s*[^\d\s][^\d]*)?$/;
export const digitsIn = (option: string): number | null => {
  const match = DIGITS.exec(westernDigits(option.trim()));
  return match?.[1] ? Number(match[1].replaceAll(',', '')) : null;
};

const lower = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.,!?।]+$/u, '');

const ENGLISH_ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
/** Kannada ordinals by their stem: ಮೂರನೆಯ, ಮೂರನೇ, ಮೂರನೆಯದು. */
const KANNADA_ORDINAL = /^(ಮೊದಲ|ಒಂದ|ಎರಡ|ಮೂರ|ನಾಲ್ಕ|ಐದ|ಆರ|ಏಳ|ಎಂಟ|ಒಂಬತ್ತ|ಹತ್ತ)(?:ನೆಯ|ನೇ)/u;
const KANNADA_ORDINAL_STEMS = ['ಮೊದಲ', 'ಎರಡ', 'ಮೂರ', 'ನಾಲ್ಕ', 'ಐದ', 'ಆರ', 'ಏಳ', 'ಎಂಟ', 'ಒಂಬತ್ತ', 'ಹತ್ತ'];

const WEEKDAYS: [RegExp, number][] = [
  [/^(monday|ಸೋಮವಾರ)/u, 1],
  [/^(tuesday|ಮಂಗಳವಾರ)/u, 2],
  [/^(wednesday|ಬುಧವಾರ)/u, 3],
  [/^(thursday|ಗುರುವಾರ)/u, 4],
  [/^(friday|ಶುಕ್ರವಾರ)/u, 5],
  [/^(saturday|ಶನಿವಾರ)/u, 6],
  [/^(sunday|ಭಾನುವಾರ|ರವಿವಾರ)/u, 7],
];
const MONTHS: [RegExp, number][] = [
  [/^(january|ಜನವರಿ)/u, 1],
  [/^(february|ಫೆಬ್ರವರಿ)/u, 2],
  [/^(march|ಮಾರ್ಚ್)/u, 3],
  [/^(april|ಏಪ್ರಿಲ್)/u, 4],
  [/^(may|ಮೇ)(?![a-z])/u, 5],
  [/^(june|ಜೂನ್)/u, 6],
  [/^(july|ಜುಲೈ)/u, 7],
  [/^(august|ಆಗಸ್ಟ್)/u, 8],
  [/^(september|ಸೆಪ್ಟೆಂಬರ್)/u, 9],
  [/^(october|ಅಕ್ಟೋಬರ್)/u, 10],
  [/^(november|ನವೆಂಬರ್)/u, 11],
  [/^(december|ಡಿಸೆಂಬರ್)/u, 12],
];

/**
 * A letter alone, in its alphabet's order (blind sample 11, item 59: "I K L" keyed K, a child who
 * taps the middle letter wins without hearing "after" or "before"): English capitals, small
 * letters, and the Kannada varnamale. Each alphabet is its own kind (its index as the unit).
 */
const ALPHABETS: string[][] = [
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  [...'abcdefghijklmnopqrstuvwxyz'],
  ['ಅ', 'ಆ', 'ಇ', 'ಈ', 'ಉ', 'ಊ', 'ಋ', 'ಎ', 'ಏ', 'ಐ', 'ಒ', 'ಓ', 'ಔ', 'ಅಂ', 'ಅಃ'].concat([
    ...'ಕಖಗಘಙಚಛಜಝಞಟಠಡಢಣತಥದಧನಪಫಬಭಮಯರಲವಶಷಸಹಳ',
  ]),
];

/** Parts of the day said before a time: an evening or night hour is after noon. */
const PART_OF_DAY = /^(?:(ಬೆಳಿಗ್ಗೆ|ಬೆಳಗ್ಗೆ|morning)|(ಸಂಜೆ|ರಾತ್ರಿ|ಮಧ್ಯಾಹ್ನ|evening|night))\s+/u;
const AFTER_NOON = /\bp\.?\s?m\.?$/;
const CLOCK_WORDS = /^(?:(half past|quarter past|quarter to) (\d{1,2})|(\d{1,2}) o'clock)$/;
const OFFSETS: Record<string, number> = { 'half past': 30, 'quarter past': 15, 'quarter to': -15 };

/** "8:30", "ರಾತ್ರಿ 8:30", "8:30 pm", "half past 7", "7 o'clock", "ಬೆಳಿಗ್ಗೆ 7 ಗಂಟೆ": minutes after midnight. */
function timeOf(text: string): number | null {
  const part = PART_OF_DAY.exec(text);
  const rest = text.slice(part?.[0].length ?? 0).replace(/\s*a\.?\s?m\.?$/, '');
  const evening = Boolean(part?.[2]) || AFTER_NOON.test(rest);
  const hourMinutes = /^(\d{1,2}):(\d{2})(?:\s*(?:p\.?\s?m\.?|ಕ್ಕೆ|ಗೆ))?$/u.exec(rest);
  const words = CLOCK_WORDS.exec(rest);
  const hourOnly = part ? /^(\d{1,2})\s*ಗಂಟೆ\S*$/u.exec(rest) : null;
  let minutes: number | null = null;
  if (hourMinutes) minutes = Number(hourMinutes[1]) * 60 + Number(hourMinutes[2]);
  else if (words) minutes = Number(words[2] ?? words[3]) * 60 + (OFFSETS[words[1] ?? ''] ?? 0);
  else if (hourOnly) minutes = Number(hourOnly[1]) * 60;
  if (minutes === null) return null;
  return evening && minutes < 12 * 60 ? minutes + 12 * 60 : minutes;
}

/** "1 hour 45 minutes", "2 h 30 min", "2 ಗಂಟೆ 30 ನಿಮಿಷ", "45 minutes", "3 ಗಂಟೆ": minutes. */
const DURATION = /^(?:(\d+)\s*(?:hours?|hrs?|h|ಗಂಟೆ\S*))?\s*(?:(\d+)\s*(?:minutes?|mins?|ನಿಮಿಷ\S*))?$/u;
function durationOf(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** A hedge before an estimate ("About 10 hours", ಸುಮಾರು 3 ಕಿ.ಗ್ರಾಂ): the value is the number after it (blind sample 10, item 69). */
const HEDGE = /^(?:about|around|nearly|almost|roughly|ಸುಮಾರು|ಹೆಚ್ಚುಕಡಿಮೆ)\s+/iu;

/**
 * A fraction written "3/4" (session 44 middle-key sweep, after blind sample 25: 1/4, 2/4, 3/4
 * keyed 2/4, and a half keyed between a quarter and three quarters, which no rule read). Its own
 * kind: a fraction is not compared with a count, and "tap the biggest" (oneEndedKeys) leaves it.
 */
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;
function fractionOf(text: string): number | null {
  const match = FRACTION.exec(text);
  return match && Number(match[2]) > 0 ? Number(match[1]) / Number(match[2]) : null;
}

/** The option's place in a known order, or null where it has none a child would use. */
export function orderedValue(written: string): OrderedValue | null {
  const option = written.trim().replace(HEDGE, '');
  const text = lower(westernDigits(option));
  const fraction = fractionOf(text);
  if (fraction !== null) return { kind: 'fraction', value: fraction };
  const time = timeOf(text);
  if (time !== null) return { kind: 'time', value: time };
  const duration = durationOf(text);
  if (duration !== null) return { kind: 'duration', value: duration };
  const number = digitsIn(option);
  if (number !== null) {
    const unit = text.replace(/^₹?\s*[\d,.]+\s*/u, '').replace(/(s|ಗಳು)$/u, '');
    return { kind: 'number', value: number, unit };
  }
  const first = text.split(/\s+/)[0] ?? '';
  const word = numberOfWord(text) ?? numberOfWord(first);
  if (word !== undefined) return { kind: 'number', value: word };
  const english = ENGLISH_ORDINALS.indexOf(first);
  if (english >= 0) return { kind: 'number', value: english + 1 };
  const kannada = KANNADA_ORDINAL.exec(first);
  if (kannada?.[1]) {
    const stem = kannada[1] === 'ಒಂದ' ? 'ಮೊದಲ' : kannada[1];
    return { kind: 'number', value: KANNADA_ORDINAL_STEMS.indexOf(stem) + 1 };
  }
  for (const [pattern, value] of WEEKDAYS) if (pattern.test(first)) return { kind: 'weekday', value };
  for (const [pattern, value] of MONTHS) if (pattern.test(first)) return { kind: 'month', value };
  const letter = ALPHABETS.findIndex((alphabet) => alphabet.includes(option));
  if (letter >= 0) {
    const alphabet = ALPHABETS[letter] as string[];
    return { kind: 'letter', value: alphabet.indexOf(option), unit: String(letter) };
  }
  return null;
}

/** The options' values when every one has a value of one kind, else null. */
export function orderedOptions(options: string[]): OrderedValue[] | null {
  const values = options.map(orderedValue);
  if (values.some((v) => v === null)) return null;
  const kinds = new Set((values as OrderedValue[]).map((v) => `${v.kind} ${v.unit ?? ''}`));
  return kinds.size === 1 ? (values as OrderedValue[]) : null;
}

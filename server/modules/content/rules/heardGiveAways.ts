import { englishNumberName, kannadaNumberName } from '../../../../domain/practice/numerals.ts';
import { clipText } from '../../../../domain/rules/clipText.ts';
import { showsWords } from '../../../../domain/rules/pictureWords.ts';
import { type CurriculumFile, type CurriculumProblem, languageOf, SILENT } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';
import { contentWords, heardBefore, shared } from './giveAwayKeys.ts';

/**
 * Give-aways a child hears but the written rule cannot see (re-checks of 5 December, session 26):
 * the read-aloud clips say "₹5.50" as "5 rupees 50 paise" and a capital letter as its small one,
 * so a key that repeats a word of its prompt only once both are said, or a match whose two sides
 * are said alike, is found by ear. The same comparison as `giveAwayKeys`, on what the clips say
 * (`clipText`), for the places the written words do not already flag. Counted as a finding until
 * a sweep has read them (kept places go in `curriculum/giveaway-allow.yaml` with why).
 */
export function heardGiveAways(allowed: Set<string>) {
  return (files: CurriculumFile[]): CurriculumProblem[] =>
    activitiesOf(files).flatMap((placed) => {
      const { file, path, topic, activity } = placed;
      const language = languageOf(file);
      const said = (text: string) => clipText(text, language);
      const item = `${topic.key}/${activity.key}`;
      const open = (at: string) => !allowed.has(`${file.file}|${item}|${at}`);
      const place = (at: string) => ({ file: file.file, path: `${path}.${at} (${item} ${at})` });
      const around = heardBefore(placed);
      const problems: CurriculumProblem[] = [];
      const silent = (at: string) => file.recorded?.[`${path}.${at}`] === SILENT;
      if (activity.kind === 'mcq')
        activity.questions.forEach((q, i) => {
          if (!showsWords(q.prompt, q.options, activity.pictures) || !open(`questions.${i}`)) return;
          const onlyKey = (shares: (string | undefined)[]) =>
            shares[q.answer] && shares.every((s, j) => j === q.answer || !s) ? shares[q.answer] : undefined;
          const written = contentWords(`${around} ${q.prompt}`);
          if (onlyKey(q.options.map((o) => shared(contentWords(o), written)))) return;
          const heard = wordsSaid(said(`${around} ${q.prompt}`));
          const word = onlyKey(
            q.options.map((o, j) =>
              silent(`questions.${i}.options.${j}`) ? undefined : shared(wordsSaid(said(o)), heard),
            ),
          );
          if (word)
            problems.push({
              ...place(`questions.${i}`),
              message: `said aloud, only the key "${q.options[q.answer]}" repeats "${word}" of what is heard before it: a child can match the sound instead of knowing`,
            });
        });
      if (activity.kind === 'match') {
        // What each side says; a silent side says nothing.
        const sides = activity.pairs.map((pair, i) => ({
          left: silent(`pairs.${i}.left`) ? '' : said(pair.left),
          right: silent(`pairs.${i}.right`) ? '' : said(pair.right),
        }));
        activity.pairs.forEach((pair, i) => {
          const { left, right } = sides[i] as { left: string; right: string };
          if (!open(`pairs.${i}`) || shared(contentWords(pair.left), contentWords(pair.right))) return;
          // A word every right side says ("rupees", "lakh") decides nothing; one this pair alone shares does.
          const others = sides.filter((_, j) => j !== i).flatMap((side) => wordsSaid(side.right));
          const word = alikeAloud(left, right)
            ? left
            : wordsSaid(left).find((w) => shared([w], wordsSaid(right)) && !shared([w], others));
          if (word)
            problems.push({
              ...place(`pairs.${i}`),
              message: `said aloud, "${pair.left}" and "${pair.right}" share "${word}": the pair is found by ear`,
            });
        });
      }
      return problems;
    });
}

/** Two texts said the same (a capital letter and its small one, "A" and "a"). */
const alikeAloud = (a: string, b: string) => {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s.,!?'"’]+/g, ' ')
      .trim();
  return plain(a) !== '' && plain(a) === plain(b);
};

/**
 * Numbers are left out: the clips say many numerals as words (all of the thirties, times), and a
 * sum and its total share their digits as the maths itself does ("6 + 6 + 6" and "3 × 6"). Any
 * word with a digit, an English number word, and a Kannada number name, with or without its case
 * ending (ಮೂವತ್ತು, ಸಾವಿರದ).
 */
const EN_NUMBERS = new Set([
  ...Array.from({ length: 101 }, (_, n) => englishNumberName(n).split(/[\s-]/)).flat(),
  'hundred',
  'thousand',
  'lakh',
  'lakhs',
  'crore',
]);
// A Kannada number name, or one with a case ending in its last vowel's place (ಹದಿನಾಲ್ಕರ, ಸಾವಿರದ),
// not a word that only starts like one (ಹತ್ತಿರ beside ಹತ್ತು, ಆರಿಸು beside ಆರು).
const KN_STEMS = [
  ...Array.from({ length: 101 }, (_, n) => kannadaNumberName(n)),
  'ನೂರು',
  'ಸಾವಿರ',
  'ಲಕ್ಷ',
  'ಕೋಟಿ',
].map((name) => name.replace(/ು$/, ''));
const kannadaNumber = (word: string) =>
  KN_STEMS.some((stem) => word.startsWith(stem) && /^(?:ು|$|[^\u0CBE-\u0CCD])/.test(word.slice(stem.length)));
const notNumber = (word: string) =>
  !/\d/.test(word) && !EN_NUMBERS.has(word.toLowerCase()) && !kannadaNumber(word);
const wordsSaid = (text: string) => contentWords(text).filter(notNumber);

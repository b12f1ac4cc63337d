import type { CurriculumActivity, CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf, type PlacedActivity } from '../walk.ts';
import { contentWords, shared } from './giveAwayKeys.ts';

/**
 * Feedback that answers a question still to come (REVIEW.md, One question once; blind sample 11,
 * 5 of its 12 findings): "20 comes just after 19." after one question, then "Which number comes
 * just after 19?" in the next activity. The child is told the answer a minute before being asked.
 *
 * Flagged: a question whose key (an accepted answer of a fill) a feedback line says, where that
 * line comes before it in its own activity or anywhere in the activity just before it, and says
 * no other option of the question, and shares with the prompt at least two of its other content
 * words (all of them when it has fewer). A number key needs more: every number of the prompt
 * stands in the line too (a sum's feedback names many numbers).
 *
 * A line a reviewer read and kept (a sort's card teaching the fact the quiz then asks, as
 * REVIEW.md allows for a fact met again in another kind) is listed in giveaway-allow.yaml with
 * `rule: answered-ahead`, at the later question's place, with why.
 */
export function answeredAhead(allowed: Set<string>) {
  return (files: CurriculumFile[]): CurriculumProblem[] => {
    const topics = new Map<string, PlacedActivity[]>();
    for (const placed of activitiesOf(files)) {
      const topic = `${placed.file.file}|${placed.path.replace(/\.activities\.\d+$/, '')}`;
      topics.set(topic, [...(topics.get(topic) ?? []), placed]);
    }
    return [...topics.values()].flatMap((activities) => {
      const told = activities.map((placed) => feedbackOf(placed.activity));
      return activities.flatMap((placed, a) =>
        questionsOf(placed.activity).flatMap((question, q) => {
          const lines = [...(told[a - 1] ?? []), ...(told[a] ?? []).filter((line) => line.before <= q)];
          const line = lines.find((l) => answers(l.text, question));
          const item = `${placed.topic.key}/${placed.activity.key}`;
          if (!line || allowed.has(`${placed.file.file}|${item}|${question.at}`)) return [];
          const from = line.activity === placed.activity.key ? line.at : `${line.activity} ${line.at}`;
          return [
            {
              file: placed.file.file,
              path: `${placed.path}.${question.at} (${item} ${question.at})`,
              message: `the feedback of ${from} ("${line.text}") says "${question.keys[0]}" before ${question.at.startsWith('questions') ? 'this question asks it' : 'the child places this card'}: a child is told the answer, then asked`,
            },
          ];
        }),
      );
    });
  };
}

export interface Asked {
  /** Its place in the activity: `questions.2`, `items.2` (a card), `pairs.2`. */
  at: string;
  prompt: string;
  /** Every accepted answer (a fill; the first is the one named), the right option, a card's group, a pair's right side. */
  keys: string[];
  others: string[];
  /**
   * A blank inside a word ("🪜 ___ಣಿ" [ಏ]): the whole word the answer makes (ಏಣಿ). A line that says
   * it and the answer ("ಏಣಿ (ladder) ಏ ಸ್ವರದಿಂದ ಶುರುವಾಗುತ್ತದೆ.") tells the blank, whatever else the
   * prompt says (re-read s29j: the words activity, then the fill of the same words).
   */
  whole: string[];
}

export interface Told {
  activity: string;
  at: string;
  text: string;
  /** Told before the question of this index of its own activity (after this line's question). */
  before: number;
}

/** What an activity asks: its questions, its cards (their group), its pairs (their right side). */
export function questionsOf(activity: CurriculumActivity): Asked[] {
  if (activity.kind === 'mcq')
    return activity.questions.map((q, i) => ({
      at: `questions.${i}`,
      prompt: q.prompt,
      keys: [q.options[q.answer] ?? ''],
      others: q.options.filter((_, i) => i !== q.answer),
      whole: [],
    }));
  if (activity.kind === 'fill')
    return activity.questions.map((q, i) => ({
      at: `questions.${i}`,
      prompt: q.prompt,
      keys: q.answers,
      others: [],
      whole: wordsAround(q.prompt, q.answers),
    }));
  // A card is asked its group, a pair's left side its right one (blind sample 12, item 37: "Short
  // things like a pencil are measured in centimetres." before the card "A pencil").
  if (activity.kind === 'classify')
    return activity.items.map((item, i) => ({
      at: `items.${i}`,
      prompt: item.text,
      keys: [activity.categories[item.category] ?? ''],
      others: activity.categories.filter((_, i) => i !== item.category),
      whole: [],
    }));
  if (activity.kind === 'match')
    return activity.pairs.map((pair, i) => ({
      at: `pairs.${i}`,
      prompt: pair.left,
      keys: [pair.right],
      others: activity.pairs.filter((p) => p !== pair).map((p) => p.right),
      whole: [],
    }));
  return [];
}

/** The words a blank stands inside ("___ಣಿ", "d___g"), each with an answer in it. */
function wordsAround(prompt: string, answers: string[]) {
  const blank = /[\p{L}\p{M}]*_{3,}[\p{L}\p{M}]*/u.exec(prompt)?.[0];
  if (!blank || /^_+$/.test(blank)) return [];
  return answers.map((answer) => blank.replace(/_+/, answer).normalize('NFC').toLowerCase());
}

/** The feedback lines of an activity, each with the question it comes before. */
export function feedbackOf(activity: CurriculumActivity): Told[] {
  const line = (at: string, text: string | undefined, before: number) =>
    text ? [{ activity: activity.key, at, text, before }] : [];
  switch (activity.kind) {
    case 'mcq':
    case 'fill':
      return activity.questions.flatMap((q, i) => line(`questions.${i}`, q.feedback, i + 1));
    case 'match':
      // Pairs and cards are answered all at once: their lines come before the next activity only.
      return activity.pairs.flatMap((p, i) => line(`pairs.${i}`, p.feedback, Number.POSITIVE_INFINITY));
    case 'classify':
      return activity.items.flatMap((c, i) => line(`items.${i}`, c.feedback, Number.POSITIVE_INFINITY));
    default:
      return [];
  }
}

const isNumber = (word: string) => /^\p{N}+$/u.test(word);
/** Content words and numbers: digits count here ("20 comes just after 19"). */
const termsOf = (text: string) => [...contentWords(text), ...(text.normalize('NFC').match(/\p{N}+/gu) ?? [])];
// A word stands in a line loosely (endings joined: `shared`), or as itself however short: a
// Kannada vowel (ಇ) or an English letter is one letter long, and "ಇರುವೆ: ಮೊದಲ ಅಕ್ಷರ ಇ." before
// "ಇ ಅಕ್ಷರದಿಂದ ಶುರುವಾಗುವ ಚಿತ್ರ" [ಇರುವೆ] was missed (re-read s29e).
const stands = (word: string, among: string[]) =>
  among.includes(word) || (!isNumber(word) && shared([word], among) !== undefined);
const says = (text: string[], words: string[]) => words.length > 0 && words.every((w) => stands(w, text));

/**
 * The line, or one sentence of it, says the key with the prompt's words and no other option
 * ("A bed is in the bedroom. A sofa is in the living room." before "Tap what you find in the
 * living room." [Bed, Bucket, Sofa]: the line names Bed too, its second sentence only Sofa; re-read s29e).
 */
function answers(line: string, question: Asked) {
  return [line, ...line.split(/(?<=[.!?])\s+/u)].some((part) => tellsKey(part, question));
}

function tellsKey(line: string, question: Asked) {
  const text = termsOf(line);
  const key = question.keys.map(termsOf).find((words) => says(text, words));
  if (!key) return false;
  if (question.whole.some((word) => text.includes(word))) return true;
  // A line that names another option too does not pick the key out.
  if (
    question.others.some((o) =>
      says(
        text,
        termsOf(o).filter((w) => !key.includes(w)),
      ),
    )
  )
    return false;
  const prompt = termsOf(question.prompt).filter((w) => !key.includes(w));
  if (key.every(isNumber)) {
    const numbers = prompt.filter(isNumber);
    if (numbers.length === 0 || !numbers.every((n) => text.includes(n))) return false;
  }
  const common = prompt.filter((w) => stands(w, text));
  return prompt.length > 0 && common.length >= Math.min(2, prompt.length);
}

import type { ActivityBody } from '../contract/activity.ts';

/**
 * Scoring, in one place for the server (which alone decides the score that earns coins;
 * ARCHITECTURE.md) and the players (which give feedback after each answer, and score the
 * signed-out practice screens). One point per question, pair or item; a watched video is one.
 * The kinds themselves are described once, in domain/contract/activity.ts.
 */

/**
 * Kannada answers are compared after Unicode normalisation (NFC, zero-width joiners and
 * non-joiners removed, runs of spaces as one), English ones without case. A number's grouping
 * commas go: a class 5 child writes 1,550 or 1,25,000 as the textbooks do, and an answer written
 * either way is the same number (issue 28, the review of class 5 practice); so is an apostrophe,
 * straight or curly, and a full stop, question mark or ! at the end of a word or sentence (a child
 * who writes "ಸಂಜೆ." has written ಸಂಜೆ: re-check s25m; a mark typed alone, ".", stays itself).
 * Kannada digits are the digits they stand for: ೭ is 7, ೯:೩೦ is 9:30, whichever keyboard the
 * child has (session 36's sweep found number fills listing one script only).
 */
export function normaliseAnswer(text: string): string {
  let said = normalised.get(text);
  if (said === undefined) {
    if (normalised.size >= NORMALISED_KEPT) normalised.clear();
    said = normalise(text);
    normalised.set(text, said);
  }
  return said;
}

/**
 * A practice round's fill lists up to 72 accepted forms (numbers in words, both scripts), and
 * each answer is compared with all of them: the forms are normalised once, not at every answer
 * (the generators' test spent 44 s of its 59 s re-normalising them). Bounded, so a server that
 * meets many texts keeps at most this many.
 */
const NORMALISED_KEPT = 4096;
const normalised = new Map<string, string>();

function normalise(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
      .replace(/[೦-೯]/g, (digit) => String(digit.charCodeAt(0) - 0x0ce6))
      .replace(/(?<=[0-9]),(?=[0-9])/g, '')
      // A phone keyboard's curly apostrophe (Raju’s, don’t) is the apostrophe the answer is written with.
      .replace(/[\u2018\u2019\u02BC]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/(?<=[^\s.!?।])[\s.!?।]+$/, '')
      .toLowerCase()
  );
}

/** Whether one typed answer is one of the accepted ones. */
export function fillMatches(accepted: string[], given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const said = normaliseAnswer(given);
  return accepted.some((a) => normaliseAnswer(a) === said);
}

const list = (answers: unknown): unknown[] => (Array.isArray(answers) ? answers : []);

export function maxScore(body: ActivityBody): number {
  switch (body.kind) {
    case 'mcq':
    case 'fill':
      return body.questions.length;
    case 'match':
      return body.pairs.length;
    case 'classify':
      return body.items.length;
    case 'video':
      return 1;
  }
}

export function score(body: ActivityBody, answers: unknown): number {
  const given = list(answers);
  switch (body.kind) {
    case 'mcq':
      return body.questions.filter((q, i) => given[i] === q.answer).length;
    case 'fill':
      return body.questions.filter((q, i) => fillMatches(q.answers, given[i])).length;
    case 'match':
      return body.pairs.filter((_, i) => given[i] === i).length;
    case 'classify':
      return body.items.filter((item, i) => given[i] === item.category).length;
    case 'video':
      return typeof answers === 'object' &&
        answers !== null &&
        (answers as { watched?: unknown }).watched === true
        ? 1
        : 0;
  }
}

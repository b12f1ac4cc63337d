/**
 * The activity kinds' content and their scoring, in one place for the server (which alone
 * decides the score that earns coins; ARCHITECTURE.md) and the players (which give feedback after
 * each answer, and score the signed-out practice screens). One point per question, pair or item;
 * a watched video is one.
 */
interface McqQuestion {
  prompt: string;
  image?: string;
  options: string[];
  /** Index (0-based) of the right option. */
  answer: number;
  feedback: string;
}
interface FillQuestion {
  /** The sentence with one blank written as ___ . */
  prompt: string;
  answers: string[];
  feedback: string;
}
interface MatchPair {
  left: string;
  right: string;
  feedback: string;
}
interface ClassifyItem {
  text: string;
  category: number;
  feedback: string;
}
interface LessonVideo {
  src: string;
  captions?: string;
  title: string;
  durationSeconds: number;
}

/** A story or passage for reading comprehension (issue 19): shown and read aloud once, above the questions. */
export interface Passage {
  title?: string;
  text: string;
}

export type ActivityBody = (
  | { kind: 'mcq'; questions: McqQuestion[] }
  | { kind: 'fill'; questions: FillQuestion[] }
  | { kind: 'match'; pairs: MatchPair[] }
  | { kind: 'classify'; categories: string[]; items: ClassifyItem[] }
  | { kind: 'video'; video: LessonVideo }
) & { passage?: Passage };

export type ActivityKind = ActivityBody['kind'];

/**
 * The child's answers, one entry per question, pair or item (null while unanswered):
 * mcq the chosen option; fill the typed text; match, for each left side, the pair whose right
 * side the child put beside it; classify the chosen category; video `{ watched: true }`.
 */
export type Answers = unknown;

/**
 * Kannada answers are compared after Unicode normalisation (NFC, zero-width joiners and
 * non-joiners removed, runs of spaces as one), English ones without case.
 */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether one typed answer is one of the accepted ones. */
export function fillMatches(accepted: string[], given: unknown): boolean {
  return typeof given === 'string' && accepted.some((a) => normaliseAnswer(a) === normaliseAnswer(given));
}

const list = (answers: Answers): unknown[] => (Array.isArray(answers) ? answers : []);

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

export function score(body: ActivityBody, answers: Answers): number {
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

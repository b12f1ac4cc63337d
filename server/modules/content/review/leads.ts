import { PICTURE } from '../../../../domain/rules/spokenText.ts';
import type { CurriculumFile } from '../../curriculum/index.ts';
import { feedbackOf, questionsOf } from '../rules/answeredAhead.ts';
import { contentWords, shared } from '../rules/giveAwayKeys.ts';
import { activitiesOf, type PlacedActivity } from '../walk.ts';

/**
 * Leads for a reviewer (`npm run content:leads`), never a check: places that may break "One
 * question once" (REVIEW.md) in a way no rule can decide, for a reader to judge. Session 30 read
 * them: of 774 "asked below" leads, 52 were repeats (blind sample 14 found six such in 100); most
 * leads are a word shared by another question, which a reader passes in seconds.
 *
 * - asked below: a question, sort card or match pair whose key a lower class of the medium (any
 *   subject) or another topic of the same file already keys with two of its prompt's words (the
 *   same thing asked in other words), or with the sides swapped (its key in the other's prompt and
 *   the other's key in its prompt: "Where does a fish live?" [in water] below "Which animal lives
 *   only in water?" [Fish]); a number key needs the same numbers, two at least.
 * - told before: a feedback line before a question (its own activity's earlier ones, or the
 *   activity just before it in the topic) that says the question's key, whatever else it says
 *   (the rule answeredAhead needs two prompt words; this is what only a reader can weigh).
 * - stands out: a multiple-choice key far longer than every other option, by letters or by
 *   words (blind sample 15's "ಸೀರೆ ಮತ್ತು ಬಟ್ಟೆ" beside one-word options): a child who guesses
 *   taps the long one. Often harmless (a picture decides, a thing's name is long), so a lead.
 */
export interface Lead {
  file: string;
  /** `topic/activity questions.2` (or `items.2`, a card; `pairs.2`), as content:check names places. */
  at: string;
  asked: string;
  key: string;
  /** Where the earlier question or line is, and what it says. */
  earlier: string;
  why: string;
}

interface Asked {
  grade: number;
  set: string;
  file: string;
  topic: string;
  at: string;
  prompt: string;
  keys: string[];
  promptWords: string[];
  keyWords: string[];
}

const place = ({ topic, activity }: PlacedActivity, at: string) => `${topic.key}/${activity.key} ${at}`;

const unique = (words: string[]) => [...new Set(words)];
const numbers = (text: string) => text.normalize('NFC').match(/\p{N}+/gu) ?? [];
const isNumber = (text: string) => /^\p{N}+$/u.test(text.trim());
const stands = (word: string, among: string[]) => among.includes(word) || shared([word], among) !== undefined;
const allIn = (words: string[], among: string[]) => words.length > 0 && words.every((w) => stands(w, among));
const alikeCount = (words: string[], among: string[]) => words.filter((w) => stands(w, among)).length;

function repeatOf(later: Asked, earlier: Asked): string | undefined {
  const key = later.keys[0] ?? '';
  if (isNumber(key)) {
    const shown = numbers(later.prompt);
    return key.trim() === (earlier.keys[0] ?? '').trim() &&
      shown.length > 1 &&
      shown.join(' ') === numbers(earlier.prompt).join(' ')
      ? 'the same numbers and key'
      : undefined;
  }
  if (allIn(later.keyWords, earlier.keyWords) && allIn(earlier.keyWords, later.keyWords)) {
    const alike = alikeCount(later.promptWords, earlier.promptWords);
    if (alike > 0 && alike >= Math.min(2, later.promptWords.length))
      return `the same key, ${alike} prompt words alike`;
  }
  if (
    allIn(later.keyWords, earlier.promptWords) &&
    allIn(earlier.keyWords, later.promptWords) &&
    !allIn(later.keyWords, earlier.keyWords)
  )
    return 'the sides swapped';
  return undefined;
}

/** A lower class's question (or another topic's of the same file) asked again: see above. */
export function askedBelow(files: CurriculumFile[]): Lead[] {
  const asked: Asked[] = activitiesOf(files).flatMap((placed) =>
    questionsOf(placed.activity).map((question) => ({
      grade: Number(placed.file.grade),
      set: placed.file.set,
      file: placed.file.file,
      topic: placed.topic.key,
      at: place(placed, question.at),
      prompt: question.prompt,
      keys: question.keys,
      promptWords: unique(contentWords(question.prompt)),
      keyWords: unique(contentWords(question.keys[0] ?? '')),
    })),
  );
  const leads: Lead[] = [];
  asked.forEach((later, l) => {
    asked.forEach((earlier, e) => {
      const sameFile = earlier.file === later.file && e < l && earlier.topic !== later.topic;
      if (earlier.set !== later.set || !(earlier.grade < later.grade || sameFile)) return;
      const why = repeatOf(later, earlier);
      if (!why) return;
      const from = sameFile ? 'this file' : earlier.file;
      leads.push({
        file: later.file,
        at: later.at,
        asked: later.prompt,
        key: later.keys[0] ?? '',
        earlier: `${from} ${earlier.at}: "${earlier.prompt}" → "${earlier.keys[0]}"`,
        why,
      });
    });
  });
  return leads;
}

/** A feedback line before a question that says its key, in any words around it: see above. */
export function toldBefore(files: CurriculumFile[]): Lead[] {
  const topics = new Map<string, PlacedActivity[]>();
  for (const placed of activitiesOf(files)) {
    const topic = `${placed.file.file}|${placed.topic.key}`;
    topics.set(topic, [...(topics.get(topic) ?? []), placed]);
  }
  const leads: Lead[] = [];
  for (const activities of topics.values())
    activities.forEach((placed, a) => {
      const previous = a > 0 ? feedbackOf((activities[a - 1] as PlacedActivity).activity) : [];
      const own = feedbackOf(placed.activity);
      questionsOf(placed.activity).forEach((question, q) => {
        const asQuestion = question.at.startsWith('questions');
        const heard = [...previous, ...own.filter((line) => asQuestion && line.before <= q)];
        const line = heard.find((l) => {
          const words = [...contentWords(l.text), ...numbers(l.text)];
          const key = question.keys
            .map((k) => contentWords(k).filter((w) => w.length > 1))
            .find((keyWords) => allIn(keyWords, words));
          // A line naming every option (or every other group) picks none out.
          const namesAll =
            question.others.length > 0 && question.others.every((o) => allIn(contentWords(o), words));
          return key !== undefined && !namesAll;
        });
        if (line)
          leads.push({
            file: placed.file.file,
            at: place(placed, question.at),
            asked: question.prompt,
            key: question.keys[0] ?? '',
            earlier: `${line.activity} ${line.at}'s line: "${line.text}"`,
            why: 'its key said before it is asked',
          });
      });
    });
  return leads;
}

/** Letters a reader sees, pictures left out (as the clips leave them out). */
const letters = (text: string) => [...text.normalize('NFC').replace(PICTURE, '').trim()].length;
const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/**
 * A key that stands out by its length among three or more options: at least 1.6 times the
 * letters of the longest other option and 6 more, or twice its words and 2 more.
 */
export function keyStandsOut(files: CurriculumFile[]): Lead[] {
  const leads: Lead[] = [];
  for (const placed of activitiesOf(files)) {
    const { activity } = placed;
    if (activity.kind !== 'mcq') continue;
    activity.questions.forEach((question, q) => {
      const key = question.options[question.answer];
      const others = question.options.filter((_, o) => o !== question.answer);
      if (key === undefined || others.length < 2) return;
      const longest = Math.max(...others.map(letters));
      const most = Math.max(...others.map(wordCount));
      const byLetters = letters(key) >= 1.6 * longest && letters(key) - longest >= 6;
      const byWords = wordCount(key) >= 2 * most && wordCount(key) - most >= 2;
      if (byLetters || byWords)
        leads.push({
          file: placed.file.file,
          at: place(placed, `questions.${q}`),
          asked: question.prompt,
          key,
          earlier: `the other options: ${others.map((o) => `"${o}"`).join(', ')}`,
          why: byLetters ? 'the key is far the longest' : 'the key has far the most words',
        });
    });
  }
  return leads;
}

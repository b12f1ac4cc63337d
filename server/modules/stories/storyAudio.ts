import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clipText } from '../../../domain/rules/clipText.ts';
import type { SpokenLanguage } from '../../../domain/rules/spokenText.ts';
import { wordsOf } from './readStories.ts';
import type { Story } from './storySchema.ts';

/**
 * A story's sound (issue 30, ADR 028): a clip per page, with the time each word of the page
 * starts and ends, and a clip per word (a tap on a word says it alone). Made by
 * `npm run stories:audio` into `curriculum/stories/audio/`: the clips by id, and `timings.json`.
 */
export const STORY_AUDIO = 'audio';
export const TIMINGS_FILE = 'timings.json';

/** A page's clip: its id, length, and each word's [start, end] in ms, one per word of `wordsOf`. */
export interface PageTiming {
  durationMs: number;
  words: [number, number][];
}

export interface StoryTimings {
  /** By clip id. */
  pages: Record<string, PageTiming>;
  /** A word's own clip, by `<language>:<word as said>`. */
  words: Record<string, string>;
}

/** The words a page is said as (domain/rules/spokenText.ts). */
export const pageSpoken = (text: string, language: SpokenLanguage) => clipText(text, language);

/** A word as a tap says it: without the punctuation around it. */
export const bareWord = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** A clip's id: its voice and its words (a new voice or new words make a new clip). */
export const storyClipId = (voice: string, words: string) =>
  createHash('sha256').update(`${voice}\n${words}`).digest('hex').slice(0, 32);

export const wordKey = (language: string, word: string) => `${language}:${word}`;

export function readTimings(dir: string): StoryTimings {
  const file = join(dir, STORY_AUDIO, TIMINGS_FILE);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as StoryTimings)
    : { pages: {}, words: {} };
}

/**
 * Each word of the page (as `wordsOf` splits it) with its [start, end], from the engine's word
 * events (where each starts in the text said, and when): a word gets the first event inside it;
 * a word the engine said as two keeps both; one it gave no event starts where the last ended.
 */
export function alignWords(
  text: string,
  events: { at: number; startMs: number }[],
  durationMs: number,
): [number, number][] {
  const spans: { from: number; to: number }[] = [];
  let from = 0;
  for (const word of wordsOf(text)) {
    const at = text.indexOf(word, from);
    spans.push({ from: at, to: at + word.length });
    from = at + word.length;
  }
  const starts = spans.map((span) => events.find((e) => e.at >= span.from && e.at < span.to)?.startMs);
  const filled: number[] = [];
  starts.forEach((start, i) => {
    filled.push(start ?? (i === 0 ? 0 : (filled[i - 1] as number)));
  });
  return filled.map((start, i) => [start, Math.max(start, filled[i + 1] ?? durationMs)]);
}

/** Every page text and every word of the stories, to be said: what `stories:audio` makes. */
export function storyNeeds(stories: Story[]) {
  const pages = stories.flatMap((s) => s.pages.map((p) => ({ language: s.language, text: p.text })));
  const words = new Map<string, { language: SpokenLanguage; word: string }>();
  for (const { language, text } of pages)
    for (const word of wordsOf(text).map(bareWord).filter(Boolean))
      words.set(wordKey(language, word), { language, word });
  return { pages, words: [...words.values()] };
}

/**
 * A page without its clip and words' times, or a word without its clip: `npm run stories:audio`
 * has not been run since the words changed (content:check fails, as for any text without a clip).
 */
export function storyAudioProblems(
  stories: Story[],
  dir: string,
  voiceOf: (language: SpokenLanguage) => string,
): { file: string; path: string; message: string }[] {
  const timings = readTimings(dir);
  const has = (id: string) => existsSync(join(dir, STORY_AUDIO, `${id}.opus`));
  const problems: { file: string; path: string; message: string }[] = [];
  for (const story of stories) {
    const file = `${story.language}/${story.key}.yaml`;
    story.pages.forEach((page, i) => {
      const id = storyClipId(voiceOf(story.language), pageSpoken(page.text, story.language));
      const timed = timings.pages[id];
      if (!timed || !has(id) || timed.words.length !== wordsOf(page.text).length)
        problems.push({
          file,
          path: `pages.${i}.text`,
          message: 'no clip with its words’ times: run npm run stories:audio',
        });
      for (const word of wordsOf(page.text).map(bareWord).filter(Boolean)) {
        const clip = timings.words[wordKey(story.language, word)];
        if (!clip || !has(clip))
          problems.push({
            file,
            path: `pages.${i}.text`,
            message: `“${word}” has no clip: run npm run stories:audio`,
          });
      }
    });
  }
  return problems;
}

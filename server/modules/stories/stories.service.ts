import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STORY_AUDIO_PREFIX, type StoryAnswer, type StoryCard } from '../../../domain/contract/stories.ts';
import { timedVoice } from '../../providers/speech/wordTimings.ts';
import type { ReviewState } from '../curriculum/index.ts';
import { reached } from '../curriculum/index.ts';
import { readStories, STORY_PICTURES_DIR, wordsOf } from './readStories.ts';
import { bareWord, pageSpoken, readTimings, STORY_AUDIO, storyClipId, wordKey } from './storyAudio.ts';
import { storyDownload } from './storyDownload.ts';
import type { Story } from './storySchema.ts';

/** The levels a class reads first: class 1 the first two, class 3 the last two. */
const LEVELS_OF_CLASS: Record<string, number[]> = { '1': [1, 2], '2': [2, 3], '3': [3, 4] };
/** The language a medium reads first. */
const languageOfMedium = (medium: string) => (/kannada/i.test(medium) ? 'kn' : 'en');

/**
 * The reading corner's stories as a child gets them (issue 30, ADR 028): read from the files once
 * when first asked (they change with a release, as the clips do), only those that reached the
 * review state the server serves (approved in production), with their clips and words' times.
 */
export function storiesService({
  dir,
  minReview,
  picturesDir = STORY_PICTURES_DIR,
}: {
  dir: string;
  minReview: ReviewState;
  /** Where the stories' pictures are, to weigh a story's download. */
  picturesDir?: string;
}) {
  let loaded: { stories: Story[]; byKey: Map<string, StoryAnswer>; bytes: Map<string, number> } | undefined;
  const audioDir = join(dir, STORY_AUDIO);
  const clipUrl = (id: string) =>
    existsSync(join(audioDir, `${id}.opus`)) ? `${STORY_AUDIO_PREFIX}${id}.opus` : null;

  const load = () => {
    if (loaded) return loaded;
    const { stories } = readStories(dir);
    const timings = readTimings(dir);
    const served = stories.filter((s) => reached(s.review ?? 'written', minReview));
    const bytes = new Map(served.map((story) => [story.key, downloadBytes(story)]));
    const byKey = new Map(served.map((story) => [story.key, answerOf(story, bytes.get(story.key) ?? 0)]));
    loaded = { stories: served, byKey, bytes };
    return loaded;

    /** What a download of the story stores: its answer (to a few bytes), its clips and its pictures. */
    function downloadBytes(story: Story): number {
      const { clipBytes, pictureBytes } = storyDownload(story, timings, { audioDir, picturesDir });
      const answer = { success: true, data: answerOf(story, 0) };
      return Buffer.byteLength(JSON.stringify(answer)) + clipBytes + pictureBytes;
    }

    function answerOf(story: Story, bytes: number): StoryAnswer {
      return {
        ...card(story, false, false, bytes),
        pages: story.pages.map((page) => {
          const id = storyClipId(timedVoice(story.language), pageSpoken(page.text, story.language));
          const timed = timings.pages[id];
          const clip = timed ? clipUrl(id) : null;
          return {
            text: page.text,
            pictures: page.pictures.map(pictureUrl),
            clip,
            words: wordsOf(page.text).map((text, i) => {
              const word = timings.words[wordKey(story.language, bareWord(text))];
              return {
                text,
                startMs: clip ? (timed?.words[i]?.[0] ?? null) : null,
                endMs: clip ? (timed?.words[i]?.[1] ?? null) : null,
                clip: word ? clipUrl(word) : null,
              };
            }),
          };
        }),
        questions: story.questions,
      };
    }
  };

  return {
    /** The stories, the child's level and medium first, then by level and title; `read`: the keys they finished. */
    list(child: { grade: string; medium: string }, read: Set<string> = new Set()): StoryCard[] {
      const levels = LEVELS_OF_CLASS[child.grade] ?? [4];
      const language = languageOfMedium(child.medium);
      const { stories, bytes } = load();
      const cards = stories.map((s) =>
        card(s, levels.includes(s.level) && s.language === language, read.has(s.key), bytes.get(s.key) ?? 0),
      );
      return cards.sort(
        (a, b) =>
          Number(b.forYou) - Number(a.forYou) ||
          Number(b.language === language) - Number(a.language === language) ||
          a.level - b.level ||
          a.title.localeCompare(b.title),
      );
    },
    /** One story with its pages' clips and words' times; undefined when it is not served. */
    get(key: string, child: { grade: string; medium: string }, read = false): StoryAnswer | undefined {
      const story = load().byKey.get(key);
      if (!story) return undefined;
      const levels = LEVELS_OF_CLASS[child.grade] ?? [4];
      return {
        ...story,
        forYou: levels.includes(story.level) && story.language === languageOfMedium(child.medium),
        read,
      };
    },
    /** One story as it is served, whatever the child (the review queue shows it so). */
    story: (key: string): StoryAnswer | undefined => load().byKey.get(key),
    /** The file of a story clip, by its id; undefined for any other. */
    clipFile(id: string): string | undefined {
      if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
      const file = join(audioDir, `${id}.opus`);
      return existsSync(file) && statSync(file).isFile() ? file : undefined;
    },
  };
}

const pictureUrl = (name: string) => `/pictures/stories/${name}.svg`;

function card(story: Story, forYou: boolean, read: boolean, bytes: number): StoryCard {
  return {
    key: story.key,
    language: story.language,
    level: story.level,
    title: story.title,
    cover: pictureUrl(story.cover),
    pageCount: story.pages.length,
    forYou,
    read,
    bytes,
  };
}

import { statSync } from 'node:fs';
import { join } from 'node:path';
import { timedVoice } from '../../providers/speech/wordTimings.ts';
import { readStories, STORY_PICTURES_DIR, wordsOf } from './readStories.ts';
import {
  bareWord,
  pageSpoken,
  readTimings,
  STORY_AUDIO,
  type StoryTimings,
  storyClipId,
  wordKey,
} from './storyAudio.ts';
import type { Story, StoryLevel } from './storySchema.ts';

/**
 * What a story's download fetches besides its own answer (issue 30 point 5, ADR 028): each
 * page's clip, each word's clip (a tap says it alone: offline too, so they come with it), and
 * its pictures (the cover and the pages'), each file once however often the story uses it.
 */
export interface StoryDownload {
  /** Clip ids (`<id>.opus`), pages' then words'. */
  clips: string[];
  /** Picture names (`<name>.svg`), the cover first. */
  pictures: string[];
  clipBytes: number;
  /** As stored on the phone (the SVG's own bytes; the wire carries them compressed). */
  pictureBytes: number;
}

/**
 * The most a story's clips and pictures may weigh, by level (issue 30 point 5): what a parent's
 * data pays to keep one story on the phone. Levels 3–4 have longer pages, so longer clips.
 */
export const STORY_DOWNLOAD_BUDGET_BYTES: Record<StoryLevel, number> = {
  1: 250 * 1024,
  2: 250 * 1024,
  3: 400 * 1024,
  4: 400 * 1024,
};

/** A file's size, 0 when it is missing (`content:check` reports a missing clip or picture). */
const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/** A story's download: the clips its answer names (those made) and its pictures. */
export function storyDownload(
  story: Story,
  timings: StoryTimings,
  { audioDir, picturesDir }: { audioDir: string; picturesDir: string },
): StoryDownload {
  const clips = new Set<string>();
  const words = new Set<string>();
  for (const page of story.pages) {
    const id = storyClipId(timedVoice(story.language), pageSpoken(page.text, story.language));
    if (timings.pages[id]) clips.add(id);
    for (const word of wordsOf(page.text)) {
      const clip = timings.words[wordKey(story.language, bareWord(word))];
      if (clip) words.add(clip);
    }
  }
  for (const id of words) clips.add(id);
  const pictures = [...new Set([story.cover, ...story.pages.flatMap((page) => page.pictures)])];
  const made = [...clips].filter((id) => sizeOf(join(audioDir, `${id}.opus`)) > 0);
  return {
    clips: made,
    pictures,
    clipBytes: made.reduce((sum, id) => sum + sizeOf(join(audioDir, `${id}.opus`)), 0),
    pictureBytes: pictures.reduce((sum, name) => sum + sizeOf(join(picturesDir, `${name}.svg`)), 0),
  };
}

export interface StorySize {
  /** `<language>/<key>.yaml`. */
  story: string;
  level: StoryLevel;
  bytes: number;
  clips: number;
  pictures: number;
}

/** Every story's clips and pictures (written ones too: a heavy story is seen before review), largest first. */
export function storyDownloadSizes(dir: string, picturesDir = STORY_PICTURES_DIR): StorySize[] {
  const timings = readTimings(dir);
  const audioDir = join(dir, STORY_AUDIO);
  return readStories(dir)
    .stories.map((story) => {
      const download = storyDownload(story, timings, { audioDir, picturesDir });
      return {
        story: `${story.language}/${story.key}.yaml`,
        level: story.level as StoryLevel,
        bytes: download.clipBytes + download.pictureBytes,
        clips: download.clips.length,
        pictures: download.pictures.length,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** The stories over their level's bar. */
export const storiesOverBudget = (sizes: StorySize[]) =>
  sizes.filter((size) => size.bytes > STORY_DOWNLOAD_BUDGET_BYTES[size.level]);

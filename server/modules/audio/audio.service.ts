import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type ActivityAudio,
  clipUrl,
  isSilent,
  type NameAudio,
  SILENT_CLIP,
  type TextClip,
} from '../../../domain/contract/audio.ts';
import { clipText } from '../../../domain/rules/clipText.ts';
import type { AudioLibrary } from '../../context.ts';
import { SILENT } from '../curriculum/index.ts';
import {
  type AudioManifest,
  emptyManifest,
  findClip,
  GENERATED,
  MANIFEST,
  RECORDED,
  readManifest,
} from './manifest.ts';
import { fillTiles, spokenItems } from './spokenItems.ts';

/** How many activities' clips a process keeps worked out (a few MB; the sample curriculum has 673). */
const REMEMBERED_MAX = 5000;
/** How many names' clips (units, chapters, topics): at bench:scale size, every name of a class. */
const NAMES_MAX = 20_000;

/**
 * The manifest as last parsed in this process, by directory and change time: several apps in
 * one process (a second instance, a worker's test files) parse its 8 MB once, not once each.
 */
const parsed = new Map<string, { mtime: number; manifest: AudioManifest }>();
function parsedManifest(root: string, mtime: number): AudioManifest {
  const held = parsed.get(root);
  if (held && held.mtime === mtime && mtime > 0) return held.manifest;
  const manifest = readManifest(root);
  parsed.set(root, { mtime, manifest });
  return manifest;
}

/**
 * The read-aloud clips of `audioDir` (AUDIO_DIR), as its manifest lists them. The manifest is
 * read again when it changes (after `npm run content:audio`), looked at no more often than every
 * `recheckSeconds`, as the curriculum is.
 */
export function audioLibrary(
  audioDir: string,
  recheckSeconds: number,
  rememberedMax = REMEMBERED_MAX,
): AudioLibrary {
  const root = resolve(audioDir);
  /** By language and activity id: the source it was worked out from, and its clips. */
  const remembered = new Map<string, { source: string; audio: ActivityAudio }>();
  /**
   * A name's clips, by its English and Kannada text: the units answer names every unit, chapter
   * and topic of a subject, and working out each one's spoken words was a tenth of its time
   * (issue 31's profile).
   */
  const names = new Map<string, NameAudio>();
  // Read once, by `current()` below (the manifest lists every clip: about 8 MB of JSON).
  let manifest: AudioManifest = emptyManifest();
  let files = new Map<string, string>();
  let stamp = -1;
  let checkedAt = 0;
  const current = () => {
    const now = Date.now();
    if (stamp >= 0 && now - checkedAt < recheckSeconds * 1000) return manifest;
    checkedAt = now;
    let mtime = 0;
    try {
      mtime = statSync(join(root, MANIFEST)).mtimeMs;
    } catch {
      // No manifest: no clips yet (`npm run content:audio` makes them).
    }
    if (mtime !== stamp) {
      stamp = mtime;
      manifest = parsedManifest(root, mtime);
      remembered.clear();
      names.clear();
      files = new Map();
      for (const language of ['en', 'kn'] as const)
        for (const clip of Object.values(manifest.generated[language]))
          files.set(clip.id, join(root, GENERATED, `${clip.id}.opus`));
      for (const [name, clip] of Object.entries(manifest.recorded))
        files.set(clip.id, join(root, RECORDED, name));
    }
    return manifest;
  };
  current();

  const library: AudioLibrary = {
    rememberedActivityAudio(id, source, language, read) {
      current();
      const key = `${language}|${id}`;
      const held = remembered.get(key);
      if (held && held.source === source) return held.audio;
      const { activity, recorded } = read();
      const audio = library.activityAudio(activity, language, recorded);
      // The oldest goes first when full (the whole curriculum at scale would not fit).
      remembered.delete(key);
      if (remembered.size >= rememberedMax) remembered.delete(remembered.keys().next().value as string);
      remembered.set(key, { source, audio });
      return audio;
    },
    activityAudio(activity, language, recorded = {}) {
      const list = current();
      const clips = new Map<string, TextClip>();
      for (const item of spokenItems(activity)) {
        if (recorded[item.path] === SILENT) {
          clips.set(item.path, SILENT_CLIP);
          continue;
        }
        const found = findClip(list, {
          language,
          words: clipText(item.text, language),
          recorded: recorded[item.path],
        });
        clips.set(item.path, found ? { url: clipUrl(found.id), synthetic: found.synthetic } : null);
      }
      const at = (path: string) => clips.get(path) ?? null;
      // A tile is never silent (the curriculum cannot mark one): its clip or none yet.
      const heard = (path: string) => {
        const found = at(path);
        return found && !isSilent(found) ? found : null;
      };
      const { body } = activity;
      const audio: ActivityAudio = { title: at('heading.title'), instruction: at('instruction') };
      if ('passage' in body && body.passage)
        audio.passage = { title: at('passage.title'), text: at('passage.text') };
      switch (body.kind) {
        case 'mcq':
          audio.questions = body.questions.map((q, i) => ({
            prompt: at(`questions.${i}.prompt`),
            options: evenly(q.options.map((_, o) => at(`questions.${i}.options.${o}`))),
            feedback: at(`questions.${i}.feedback`),
          }));
          break;
        case 'fill': {
          audio.questions = body.questions.map((_, i) => ({
            prompt: at(`questions.${i}.prompt`),
            feedback: at(`questions.${i}.feedback`),
          }));
          const tiles = fillTiles(body.questions, activity.grade);
          if (tiles.length)
            audio.tiles = Object.fromEntries(tiles.map((tile) => [tile, heard(`tiles.${tile}`)]));
          break;
        }
        case 'match':
          audio.pairs = body.pairs.map((_, i) => ({
            left: at(`pairs.${i}.left`),
            right: at(`pairs.${i}.right`),
            feedback: at(`pairs.${i}.feedback`),
          }));
          break;
        case 'classify':
          audio.categories = body.categories.map((_, i) => at(`categories.${i}`));
          audio.items = body.items.map((_, i) => ({
            text: at(`items.${i}.text`),
            feedback: at(`items.${i}.feedback`),
          }));
          break;
        case 'video':
          audio.video = { title: at('video.title') };
          break;
      }
      return audio;
    },
    nameAudio(name) {
      const list = current();
      const key = `${name.en}\u0000${name.kn}`;
      const held = names.get(key);
      if (held) return held;
      const clipOf = (language: 'en' | 'kn') => {
        const found = findClip(list, { language, words: clipText(name[language], language) });
        return found ? { url: clipUrl(found.id), synthetic: found.synthetic } : null;
      };
      const audio = { en: clipOf('en'), kn: clipOf('kn') };
      if (names.size >= NAMES_MAX) names.delete(names.keys().next().value as string);
      names.set(key, audio);
      return audio;
    },
    fileOf(id) {
      current();
      return files.get(id);
    },
    clipOfText(language, text) {
      return findClip(current(), { language, words: clipText(text, language) })?.id;
    },
  };
  return library;
}

/**
 * A question's options heard alike (review of 3 Dec): where some options have a clip and others
 * none (a text changed since `npm run content:audio` ran), "2/4" could be the one option without
 * our voice, or the one with it, and on a phone without a Kannada voice the odd one out is the
 * answer. So none keeps its clip: the phone's own voice says them all. (Generated rounds had this
 * for every item until their items came from banks whose every text has its clip: ADR 032.)
 */
function evenly(options: (TextClip | null)[]): (TextClip | null)[] {
  const heard = options.filter((c) => c !== null && !isSilent(c)).length;
  const missing = options.filter((c) => c === null).length;
  if (heard === 0 || missing === 0) return options;
  return options.map((c) => (c !== null && isSilent(c) ? c : null));
}

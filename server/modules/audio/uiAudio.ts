import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clipUrl } from '../../../domain/contract/audio.ts';
import { LOCALES, type Locale } from '../../../domain/contract/locale.ts';
import { COUNTED_KEYS, type UiAudio } from '../../../domain/i18n/readAloud.ts';
import { type AudioManifest, findClip } from './manifest.ts';
import type { SpokenNeed } from './needs.ts';

/** Where the site finds the interface lines' clips: one small file per language. */
export const UI_AUDIO_DIR = 'src/data/ui-audio';

/** The contents of src/data/ui-audio/<language>.json for these interface lines and clips. */
export function uiAudioOf(manifest: AudioManifest, needs: SpokenNeed[], language: Locale): UiAudio {
  const audio: UiAudio = { synthetic: true, lines: {} as UiAudio['lines'], score: {} };
  // The counted lines are served by name (LINES_PREFIX), not listed on every page.
  const listed = (path: string) => !COUNTED_KEYS.some((key) => path.startsWith(`${key}.`));
  for (const need of needs.filter((n) => n.language === language && listed(n.path))) {
    const clip = findClip(manifest, need);
    const url = clip ? clipUrl(clip.id) : '';
    if (clip && !clip.synthetic) audio.synthetic = false;
    const score = /^read\.score\.(\d+)\.(\d+)$/.exec(need.path);
    if (score) {
      const list = audio.score[score[1] as string] ?? [];
      list[Number(score[2])] = url;
      audio.score[score[1] as string] = list;
    } else (audio.lines as Record<string, string>)[need.path] = url;
  }
  return audio;
}

const text = (audio: UiAudio) => `${JSON.stringify(audio, null, 2)}\n`;

export function writeUiAudio(manifest: AudioManifest, needs: SpokenNeed[], dir = UI_AUDIO_DIR) {
  mkdirSync(dir, { recursive: true });
  for (const language of LOCALES)
    writeFileSync(join(dir, `${language}.json`), text(uiAudioOf(manifest, needs, language)));
}

/** The languages whose file is missing or not what the manifest and texts give now. */
export function staleUiAudio(manifest: AudioManifest, needs: SpokenNeed[], dir = UI_AUDIO_DIR): Locale[] {
  return LOCALES.filter((language) => {
    const file = join(dir, `${language}.json`);
    return !existsSync(file) || readFileSync(file, 'utf8') !== text(uiAudioOf(manifest, needs, language));
  });
}

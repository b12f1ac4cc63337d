import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CurriculumFile, CurriculumProblem } from '../curriculum/index.ts';
import { type AudioManifest, GENERATED, RECORDED, readManifest, recordedClipId } from './manifest.ts';
import {
  curriculumNeeds,
  interfaceNeeds,
  largestTotal,
  misplacedRecordings,
  misplacedSilence,
  nameNeeds,
  type SpokenNeed,
} from './needs.ts';
import { staleUiAudio, UI_AUDIO_DIR } from './uiAudio.ts';

const RUN = 'run `npm run content:audio`';

/**
 * `npm run content:check`, read aloud (issue 16): every text a child reads has a clip, recorded
 * or generated (each text of each item of a practice level's bank too: ADR 032), and the site's
 * interface-line files are up to date. Each problem names the file,
 * the place in it and the text. A text that is only a picture needs none, nor does one left silent
 * (`audio: none`), which only an option, a match side or a card may be.
 */
export function audioProblems(
  files: CurriculumFile[],
  audioDir: string,
  uiAudioDir = UI_AUDIO_DIR,
): CurriculumProblem[] {
  const manifest = readManifest(audioDir);
  const lines = interfaceNeeds(largestTotal(files));
  const activities = curriculumNeeds(files);
  const needs = [...activities, ...nameNeeds(files), ...lines];
  // Only an activity's texts play a recorded clip (a name's is always made).
  const problems: CurriculumProblem[] = [
    ...misplacedRecordings(files, activities),
    ...misplacedSilence(files),
  ];
  problems.push(...missingClips(needs, manifest, audioDir));
  for (const language of staleUiAudio(manifest, lines, uiAudioDir))
    problems.push({
      file: join(uiAudioDir, `${language}.json`),
      path: '(file)',
      message: `the interface lines' clips are not up to date: ${RUN}`,
    });
  return problems;
}

/**
 * The texts among `needs` without their clip: a recorded clip missing or changed since the
 * manifest was written, a generated one the manifest does not list or whose file is gone. Each
 * problem names the file, the place and the text (a practice bank item's place names its seed).
 */
export function missingClips(
  needs: SpokenNeed[],
  manifest: AudioManifest,
  audioDir: string,
): CurriculumProblem[] {
  const where = relative('.', audioDir) || '.';
  const problems: CurriculumProblem[] = [];
  const onDisk = new Map<string, boolean>();
  for (const need of needs) {
    const { file, path, text } = need;
    if (need.recorded) {
      const clip = join(audioDir, RECORDED, need.recorded);
      if (!existsSync(clip)) {
        problems.push({ file, path, message: `"${text}": ${need.recorded} is not in ${where}/${RECORDED}/` });
      } else if (manifest.recorded[need.recorded]?.id !== recordedClipId(readFileSync(clip))) {
        problems.push({ file, path, message: `"${text}": ${need.recorded} is new or changed: ${RUN}` });
      }
      continue;
    }
    if (!need.words) continue;
    const clip = manifest.generated[need.language][need.words];
    // A clip shared by many texts (a bank's options, a tile) is looked for on the disk once.
    const there =
      clip !== undefined &&
      (onDisk.get(clip.id) ??
        onDisk.set(clip.id, existsSync(join(audioDir, GENERATED, `${clip.id}.opus`))).get(clip.id));
    if (!there) problems.push({ file, path, message: `"${text}" has no clip: ${RUN}` });
  }
  return problems;
}

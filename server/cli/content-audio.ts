/**
 * `npm run content:audio [-- --prune]`: makes the read-aloud clip of every text of the
 * curriculum and every interface line that has no recorded clip and no clip yet, with the speech
 * engine SPEECH_ENGINE names (eSpeak NG on this machine by default, or Azure), and writes the
 * manifest (AUDIO_DIR/manifest.json) and the site's src/data/ui-audio/<language>.json.
 * `--prune` deletes generated clips that no text needs any more. `--optional` (npm start) only
 * warns when the engine cannot run, so the app starts without clips (the phone's voice reads).
 */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import {
  curriculumNeeds,
  interfaceNeeds,
  largestTotal,
  makeClips,
  nameNeeds,
  writeUiAudio,
} from '../modules/audio/index.ts';
import { readCurriculum } from '../modules/curriculum/index.ts';
import { createSpeechEngine } from '../providers/speech/index.ts';
import { SpeechError } from '../providers/speech/provider.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const prune = process.argv.includes('--prune');
const optional = process.argv.includes('--optional');
const dir = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'curriculum';
const { files, problems } = readCurriculum(dir);
if (problems.length) {
  for (const problem of problems) console.error(`${problem.file}: ${problem.path}: ${problem.message}`);
  console.error(`\n${problems.length} problem(s) in the curriculum; no clip was made.`);
  process.exit(1);
}
try {
  const config = loadConfig();
  const engine = createSpeechEngine(config);
  const interfaceLines = interfaceNeeds(largestTotal(files));
  const needs = [...curriculumNeeds(files), ...nameNeeds(files), ...interfaceLines];
  const started = Date.now();
  let made = 0;
  const result = await makeClips({
    audioDir: config.audioDir,
    needs,
    engine,
    prune,
    onClip: () => {
      made += 1;
      if (made % 200 === 0) console.log(`  … ${made} clips made`);
    },
  });
  writeUiAudio(result.manifest, interfaceLines);
  const clips = [
    ...Object.values(result.manifest.generated.en),
    ...Object.values(result.manifest.generated.kn),
    ...Object.values(result.manifest.recorded),
  ];
  const megabytes = (clips.reduce((sum, clip) => sum + clip.bytes, 0) / 1024 / 1024).toFixed(2);
  console.log(
    `${clips.length} clips (${megabytes} MB) in ${config.audioDir}/: ${result.made} made by ${engine.name} ` +
      `in ${((Date.now() - started) / 1000).toFixed(0)} s, ${result.kept} already there, ${result.recorded} recorded.`,
  );
  if (result.stale.length)
    console.log(
      prune
        ? `${result.stale.length} clip(s) no text needs were deleted.`
        : `${result.stale.length} clip(s) no text needs any more: run with -- --prune to delete them.`,
    );
  if (result.missingRecordings.length) {
    for (const need of result.missingRecordings)
      console.error(`${need.file}: ${need.path}: ${need.recorded} is not in ${config.audioDir}/recorded/`);
    process.exit(1);
  }
} catch (error) {
  if (optional && error instanceof SpeechError) {
    console.warn(`Read-aloud clips were not made: ${error.message}. The app runs without them.`);
    process.exit(0);
  }
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}

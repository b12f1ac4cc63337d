/**
 * `npm run content:sizes -- [part of a topic's name] [--all]` (issue 16, 28): what each topic's
 * read-aloud clips weigh (the 150 KB bar of `npm run budgets`), heaviest first. By default what
 * production serves (approved items); `--all` weighs written items too, as the topic will be once
 * they are approved: a writer's measure before asking for review. Clips are weighed as made, so
 * run `npm run content:audio` after an edit first, or add `--unmade`: each text with no clip yet
 * is made in memory by the speech engine and weighed (nothing written), the measure of a line
 * before it is kept.
 *
 *   npm run content:sizes -- kannada-medium/grade-5/kannada --all --unmade
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import {
  curriculumNeeds,
  defaultAudioDir,
  readManifest,
  TOPIC_AUDIO_BUDGET_BYTES,
  topicAudioSizes,
  withUnmadeClips,
} from '../modules/audio/index.ts';
import { readCurriculum } from '../modules/curriculum/index.ts';
import { createSpeechEngine } from '../providers/speech/index.ts';

const args = process.argv.slice(2);
const all = args.includes('--all');
const filter = args.find((arg) => !arg.startsWith('--')) ?? '';
const curriculum = readCurriculum('curriculum');
// A file that does not read (a YAML slip) would weigh as no topic at all: say so instead.
if (curriculum.problems.length) {
  console.error(
    `The curriculum has problems first (npm run content:check): ${curriculum.problems[0]?.message}`,
  );
  process.exit(1);
}
let manifest = readManifest(defaultAudioDir('curriculum'));
let made = 0;
if (args.includes('--unmade')) {
  if (existsSync('.env')) process.loadEnvFile('.env');
  // A practice bank's texts are weighed per round, not in the topic (ADR 032): none made here.
  const needs = curriculumNeeds(curriculum.files).filter(
    (need) => !need.practice && need.topic?.includes(filter),
  );
  ({ manifest, made } = await withUnmadeClips(manifest, needs, createSpeechEngine(loadConfig())));
}
const topics = topicAudioSizes(curriculum.files, manifest, { all }).filter((topic) =>
  topic.topic.includes(filter),
);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const topic of topics)
  console.log(
    `${kb(topic.bytes).padStart(6)} KB  ${String(topic.clips).padStart(3)} clips  ${topic.topic}${topic.bytes > TOPIC_AUDIO_BUDGET_BYTES ? '  OVER the bar' : ''}`,
  );
console.log(
  `${topics.length} topics${filter ? ` matching "${filter}"` : ''}, ${all ? 'every item' : 'approved items'}; bar ${kb(TOPIC_AUDIO_BUDGET_BYTES)} KB.` +
    (made ? ` ${made} clip(s) not made yet were made in memory and weighed.` : ''),
);

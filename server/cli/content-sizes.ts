/**
 * `npm run content:sizes -- [part of a topic's name] [--all]` (issue 16, 28): what each topic's
 * read-aloud clips weigh (the 150 KB bar of `npm run budgets`), heaviest first. By default what
 * production serves (approved items); `--all` weighs written items too, as the topic will be once
 * they are approved: a writer's measure before asking for review. Clips are weighed as made, so
 * run `npm run content:audio` after an edit first.
 *
 *   npm run content:sizes -- kannada-medium/grade-5/kannada --all
 */
import {
  defaultAudioDir,
  readManifest,
  TOPIC_AUDIO_BUDGET_BYTES,
  topicAudioSizes,
} from '../modules/audio/index.ts';
import { readCurriculum } from '../modules/curriculum/index.ts';

const args = process.argv.slice(2);
const all = args.includes('--all');
const filter = args.find((arg) => !arg.startsWith('--')) ?? '';
const curriculum = readCurriculum('curriculum');
const topics = topicAudioSizes(curriculum.files, readManifest(defaultAudioDir('curriculum')), { all }).filter(
  (topic) => topic.topic.includes(filter),
);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const topic of topics)
  console.log(
    `${kb(topic.bytes).padStart(6)} KB  ${String(topic.clips).padStart(3)} clips  ${topic.topic}${topic.bytes > TOPIC_AUDIO_BUDGET_BYTES ? '  OVER the bar' : ''}`,
  );
console.log(
  `${topics.length} topics${filter ? ` matching "${filter}"` : ''}, ${all ? 'every item' : 'approved items'}; bar ${kb(TOPIC_AUDIO_BUDGET_BYTES)} KB.`,
);

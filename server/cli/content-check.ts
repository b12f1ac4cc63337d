/**
 * `npm run content:check`: reads every curriculum file and reports each problem with its file
 * and the path inside it, every text without a read-aloud clip included (issue 16). Exits 1
 * when anything is wrong. Clips are looked for in AUDIO_DIR, by default `<curriculum>/audio`.
 */
import { audioProblems } from '../modules/audio/audioCheck.ts';
import { defaultAudioDir } from '../modules/audio/topicBudget.ts';
import { contentRules, runContentRules } from '../modules/content/contentRules.ts';
import { readCurriculum } from '../modules/learning/curriculumFiles.ts';

const dir = process.argv[2] ?? 'curriculum';
const { files, problems } = readCurriculum(dir);
if (!problems.length) problems.push(...audioProblems(files, defaultAudioDir(dir)));
// The content team's rules (issue 19): each says how many problems it found, at the end.
const rules = runContentRules(contentRules(dir), files);
problems.push(...rules.problems);
const summary = () => console.log(`\n${rules.summary.join('\n')}`);
if (problems.length) {
  for (const problem of problems) console.error(`${problem.file}: ${problem.path}: ${problem.message}`);
  console.error(`\n${problems.length} problem(s); nothing was imported.`);
  summary();
  process.exit(1);
}
const count = (pick: (f: (typeof files)[number]) => number) => files.reduce((sum, f) => sum + pick(f), 0);
const activities = count(
  (f) =>
    f.subject.units.flatMap((u) => u.chapters.flatMap((c) => c.topics.flatMap((t) => t.activities))).length,
);
console.log(`${files.length} subject files, ${activities} activities, every text with its clip: all valid.`);
summary();

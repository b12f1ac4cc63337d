/**
 * `npm run content:check`: reads every curriculum file and reports each problem with its file
 * and the path inside it: the files' own rules, the syllabus map (issue 19), the content team's
 * rules (issue 19) and every text without a read-aloud clip (issue 16). Prints the coverage of
 * each class and subject against the map, and where each file writes its right options, with a
 * warning for a file whose keys cluster on one place (issue 27; warnings never fail). Exits 1 when anything is wrong. Clips are looked for in
 * AUDIO_DIR, by default `<curriculum>/audio`.
 */
import { join } from 'node:path';
import { audioProblems } from '../modules/audio/audioCheck.ts';
import { defaultAudioDir } from '../modules/audio/topicBudget.ts';
import { contentRules, runContentRules } from '../modules/content/contentRules.ts';
import { keySpreads, keySpreadTable } from '../modules/content/rules/keyPositions.ts';
import { coverageProblems, coverageTable } from '../modules/learning/coverage.ts';
import { readCurriculum } from '../modules/learning/curriculumFiles.ts';
import { checkSyllabus } from '../modules/learning/syllabus.ts';

const dir = process.argv[2] ?? 'curriculum';
const { files, problems } = readCurriculum(dir);
if (!problems.length) {
  const syllabus = checkSyllabus(files, join(dir, 'syllabus'));
  console.log(`${coverageTable(syllabus.coverage)}\n`);
  problems.push(...syllabus.problems, ...coverageProblems(files, syllabus.coverage));
  problems.push(...audioProblems(files, defaultAudioDir(dir)));
}
// The content team's rules (issue 19): each says how many problems it found, at the end.
const rules = runContentRules(contentRules(dir), files);
problems.push(...rules.problems);
// Where the right options are written (issue 27): reported, never failing (ADR 020).
console.log(`${keySpreadTable(keySpreads(files))}\n`);
for (const warning of rules.warnings)
  console.warn(`warning: ${warning.file}: ${warning.path}: ${warning.message}`);
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

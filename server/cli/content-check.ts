/**
 * `npm run content:check`: reads every curriculum file and reports each problem with its file
 * and the path inside it. Exits 1 when any file is bad.
 */
import { readCurriculum } from '../modules/learning/curriculumFiles.ts';

const { files, problems } = readCurriculum(process.argv[2] ?? 'curriculum');
if (problems.length) {
  for (const problem of problems) console.error(`${problem.file}: ${problem.path}: ${problem.message}`);
  console.error(`\n${problems.length} problem(s); nothing was imported.`);
  process.exit(1);
}
const count = (pick: (f: (typeof files)[number]) => number) => files.reduce((sum, f) => sum + pick(f), 0);
const activities = count(
  (f) =>
    f.subject.units.flatMap((u) => u.chapters.flatMap((c) => c.topics.flatMap((t) => t.activities))).length,
);
console.log(`${files.length} subject files, ${activities} activities: all valid.`);

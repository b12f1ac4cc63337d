/**
 * `npm run content:check`: reads every curriculum file and reports each problem with its file
 * and the path inside it: the files' own rules, the syllabus map (issue 19), the content team's
 * rules (issue 19), the review records (issue 28, ADR 022) and every text without a read-aloud
 * clip (issue 16). Prints the coverage of each class and subject against the map, where each
 * file writes its right options (issue 27), and what production serves: approved topics,
 * activities and minutes per class and subject (ADR 022). The checklist's rules that the
 * curriculum does not meet yet are findings, counted per rule and listed with `--findings`
 * (or `--findings=<words of a rule's name>`), never a failure. Exits 1 when anything is wrong.
 * Clips are looked for in AUDIO_DIR, by default `<curriculum>/audio`.
 *
 *   npm run content:check [-- [dir] [--findings[=rule]]]
 */
import { join } from 'node:path';
import { audioProblems, defaultAudioDir } from '../modules/audio/index.ts';
import {
  approvedRows,
  approvedTable,
  contentRules,
  itemReviews,
  keySpreads,
  keySpreadTable,
  readLegacyLedger,
  reviewCounts,
  runContentRules,
} from '../modules/content/index.ts';
import {
  checkSyllabus,
  coverageProblems,
  coverageTable,
  readCurriculum,
} from '../modules/curriculum/index.ts';
import {
  missingPictures,
  readStories,
  storyAudioProblems,
  storyReviewProblems,
  storyTable,
} from '../modules/stories/index.ts';
import { timedVoice } from '../providers/speech/wordTimings.ts';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--')) ?? 'curriculum';
const listing = args.find((a) => a.startsWith('--findings'));
const only = listing?.split('=')[1]?.toLowerCase();

const { files, problems } = readCurriculum(dir);
if (!problems.length) {
  const syllabus = checkSyllabus(files, join(dir, 'syllabus'));
  console.log(`${coverageTable(syllabus.coverage)}\n`);
  problems.push(...syllabus.problems, ...coverageProblems(files, syllabus.coverage));
  problems.push(...audioProblems(files, defaultAudioDir(dir)));
}
// The reading corner's stories (issue 30, ADR 028): their files, their pages and their pictures.
const stories = readStories(join(dir, 'stories'));
problems.push(
  ...stories.problems,
  ...missingPictures(stories.stories),
  ...storyReviewProblems(stories.stories),
  ...storyAudioProblems(stories.stories, join(dir, 'stories'), timedVoice),
);
console.log(`${storyTable(stories.stories)}\n`);
// The content team's rules (issues 19 and 28): each says how many it found, at the end.
const rules = runContentRules(contentRules(dir), files);
problems.push(...rules.problems);
// Where the right options are written (issue 27): a finding, never failing (ADR 020).
console.log(`${keySpreadTable(keySpreads(files))}\n`);
// What children get in production, and how far the review has come (ADR 022).
const items = itemReviews(files, readLegacyLedger(dir));
console.log(`${approvedTable(approvedRows(items))}\n`);
const review = reviewCounts(items);
console.log(
  [
    `Review (ADR 022): ${review.reviewed + review.legacy} of ${review.activities} activities approved: ` +
      `${review.reviewed} with both checks, ${review.legacy} legacy (approved before the two checks, no check recorded)`,
    `  in review: ${review.halfway} with one check passed, ${review.returned} returned to their author, ` +
      `${review.toRecheck} to check again (changed since a check); ${review.noAuthor} without an author`,
  ].join('\n'),
);
if (listing)
  for (const f of rules.findings.filter((f) => !only || f.rule.toLowerCase().includes(only)))
    console.log(`finding: ${f.rule}: ${f.file}: ${f.path}: ${f.message}`);
const summary = () => {
  console.log(`\n${rules.summary.join('\n')}`);
  if (rules.findings.length && !listing)
    console.log(`(findings listed with: npm run content:check -- --findings[=<rule>])`);
};
if (problems.length) {
  for (const problem of problems) console.error(`${problem.file}: ${problem.path}: ${problem.message}`);
  console.error(`\n${problems.length} problem(s); nothing was imported.`);
  summary();
  process.exit(1);
}
console.log(
  `${files.length} subject files, ${items.length} activities, every text with its clip: all valid.`,
);
summary();

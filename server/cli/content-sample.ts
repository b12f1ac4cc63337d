/**
 * `npm run content:sample -- [--seed=20261203] [--count=100] [curriculum dir]` (issue 28): the
 * blind sample, `count` approved activities drawn with a fixed seed, each with its author and
 * who checked it, so the reader can confirm they are neither. docs/content-review.md records the
 * sample read and what was found.
 */
import { blindSample, itemReviews, readLegacyLedger } from '../modules/content/index.ts';
import { readCurriculum } from '../modules/curriculum/index.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const dir = args.find((a) => !a.startsWith('--')) ?? 'curriculum';
const seed = option('seed', 20261203);
const count = option('count', 100);

const { files, problems } = readCurriculum(dir);
if (problems.length) {
  console.error(`${problems.length} problem(s) in ${dir}: run npm run content:check first.`);
  process.exit(1);
}
const drawn = blindSample(itemReviews(files, readLegacyLedger(dir)), seed, count);
console.log(`# ${drawn.length} approved activities, seed ${seed}\n`);
drawn.forEach((item, index) => {
  const checked = item.checks.map(({ name, check }) => `${name} ${check.by}`).join(', ') || item.standing;
  console.log(
    `${String(index + 1).padStart(3)}  ${item.file.replace(/^.*?(english-medium|kannada-medium)/, '$1')}  ${item.id}  (${item.placed.activity.kind}; author ${item.author}; ${checked})`,
  );
});

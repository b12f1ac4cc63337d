/**
 * `npm run content:diff -- <file> <topic>/<activity>` (issue 28, ADR 022): for a reviewer, what
 * changed in an item since each of its checks (or its legacy approval). Prints the item's
 * content hash now (the one a new check records) and, for each check whose hash differs, the
 * diff from the newest committed version with that hash to the item as saved.
 *
 *   npm run content:diff -- curriculum/kannada-medium/grade-3/maths.yaml place-value/find-the-place-value
 *   npm run content:diff -- curriculum/stories/kn/male-bantu.yaml        (a story: its hash)
 */
import { join } from 'node:path';
import { currentItem, itemDiff, readLegacyLedger, versionWithHash } from '../modules/content/index.ts';
import { CHECKS } from '../modules/curriculum/index.ts';
import { readStories, storyHash } from '../modules/stories/index.ts';

const [path, id, dir = 'curriculum'] = process.argv.slice(2);
// A story of the reading corner (issue 30): one file is one item.
if (path?.includes('stories/') && !id) {
  const { stories, problems } = readStories(join(path, '../..'));
  const story = stories.find((s) => path.endsWith(`${s.language}/${s.key}.yaml`));
  if (!story) {
    console.error(
      `${path}: not a story that reads (${problems.map((p) => p.message).join('; ') || 'no such file'})`,
    );
    process.exit(1);
  }
  console.log(`${path}: content hash now "${storyHash(story)}" (record it in a new check)`);
  for (const name of CHECKS) {
    const check = story.checks?.[name];
    if (check)
      console.log(
        `${name} check by ${check.by} on ${check.date}: "${check.hash}"${check.hash === storyHash(story) ? ', unchanged since' : ', changed since: read the whole story'}`,
      );
  }
  process.exit(0);
}
if (!path || !id?.includes('/')) {
  console.error(
    'usage: npm run content:diff -- <curriculum file> <topic key>/<activity key> [curriculum dir]',
  );
  process.exit(2);
}
const now = currentItem(path, id);
if (!now) {
  console.error(`${path}: no activity ${id}`);
  process.exit(1);
}
console.log(`${path} ${id}: content hash now "${now.hash}" (record it in a new check)`);
const checks = (now.item.checks ?? {}) as Record<
  string,
  { hash: string; by: string; date: string } | undefined
>;
const fileKey = path.replace(/^.*?(english-medium|kannada-medium)\//, '$1/');
const legacy = readLegacyLedger(dir).items[fileKey]?.[id];
const records = [
  ...CHECKS.flatMap((name) => {
    const check = checks[name];
    return check ? [{ label: `${name} check by ${check.by} on ${check.date}`, hash: check.hash }] : [];
  }),
  ...(legacy ? [{ label: `legacy approval (${join(dir, 'review-legacy.yaml')})`, hash: legacy }] : []),
];
if (!records.length) console.log('No check recorded yet: read the whole item.');
for (const { label, hash } of records) {
  if (hash === now.hash) {
    console.log(`\n${label}: "${hash}", unchanged since.`);
    continue;
  }
  const then = versionWithHash(path, id, hash);
  if (!then) {
    console.log(`\n${label}: "${hash}" is in no committed version of ${path}: read the whole item.`);
    continue;
  }
  console.log(`\n${label}: "${hash}" → "${now.hash}", changed since commit ${then.commit.slice(0, 8)}:\n`);
  console.log(itemDiff(then.item, now.item, [`as checked (${then.commit.slice(0, 8)})`, 'now']));
}

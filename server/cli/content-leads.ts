/**
 * `npm run content:leads -- asked|told [file…]`: leads for a reviewer, never a check (REVIEW.md,
 * "One question once"): `asked` lists each question, card or pair that a lower class of the
 * medium or another topic of its file may already ask (same key in other words, or sides
 * swapped); `told`, each whose key a feedback line says before it is asked. Most leads are a
 * shared word and nothing more: a reader judges each, and writes down what is a repeat.
 * Without files, the whole curriculum (asked: about two minutes); with files, only their leads.
 */
import { askedBelow, toldBefore } from '../modules/content/index.ts';
import { readCurriculum } from '../modules/curriculum/index.ts';

const [kind, ...only] = process.argv.slice(2);
if (kind !== 'asked' && kind !== 'told') {
  console.error('usage: npm run content:leads -- asked|told [curriculum/<set>/grade-<n>/<subject>.yaml …]');
  process.exit(2);
}
const { files, problems } = readCurriculum('curriculum');
if (problems.length) {
  console.error(`The curriculum has problems first (npm run content:check): ${problems[0]?.message}`);
  process.exit(1);
}
const leads = (kind === 'asked' ? askedBelow : toldBefore)(files).filter(
  (lead) => only.length === 0 || only.includes(lead.file),
);
for (const lead of leads)
  console.log(
    `${lead.file} | ${lead.at} | "${lead.asked}" → "${lead.key}"  ≈  ${lead.earlier}  (${lead.why})`,
  );
console.error(`${leads.length} leads`);

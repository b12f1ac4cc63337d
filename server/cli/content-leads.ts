/**
 * `npm run content:leads -- asked|told|long|short|echo|relation [file…]`: leads for a reviewer, never a check
 * (REVIEW.md, "One question once" and "Distractors"): `asked` lists each question, card or pair
 * that a lower class of the medium or another topic of its file may already ask (same key in
 * other words, or sides swapped); `told`, each whose key a feedback line says before it is
 * asked; `long`, each multiple-choice key far longer than the other options; `short`, each
 * feedback line of six words or fewer that holds its key and gives no reason word; `echo`, each
 * longer line in the question's own words with no reason word; `relation`, each line that
 * names a relation (opposite, place, case, famous for) and no reason word. Most leads are
 * nothing: a reader judges each, and writes down what is a repeat or a key that stands out.
 * Without files, the whole curriculum (asked: about two minutes); with files, only their leads.
 */
import {
  askedBelow,
  echoLines,
  keyStandsOut,
  relationLines,
  shortLines,
  toldBefore,
} from '../modules/content/index.ts';
import { readCurriculum } from '../modules/curriculum/index.ts';

const [kind, ...only] = process.argv.slice(2);
const finders = {
  asked: askedBelow,
  told: toldBefore,
  long: keyStandsOut,
  short: shortLines,
  echo: echoLines,
  relation: relationLines,
};
if (kind === undefined || !Object.hasOwn(finders, kind)) {
  console.error(
    'usage: npm run content:leads -- asked|told|long|short|echo|relation [curriculum/<set>/grade-<n>/<subject>.yaml …]',
  );
  process.exit(2);
}
const { files, problems } = readCurriculum('curriculum');
if (problems.length) {
  console.error(`The curriculum has problems first (npm run content:check): ${problems[0]?.message}`);
  process.exit(1);
}
const leads = finders[kind as keyof typeof finders](files).filter(
  (lead) => only.length === 0 || only.includes(lead.file),
);
for (const lead of leads)
  console.log(
    `${lead.file} | ${lead.at} | "${lead.asked}" → "${lead.key}"  ≈  ${lead.earlier}  (${lead.why})`,
  );
console.error(`${leads.length} leads`);

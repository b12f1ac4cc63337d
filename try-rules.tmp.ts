import { readCurriculum } from './server/modules/learning/curriculumFiles.ts';
import { contentRules, runContentRules } from './server/modules/content/contentRules.ts';
const { files, problems } = readCurriculum('curriculum');
console.log(problems.length, files.length);
const r = runContentRules(contentRules(), files);
for (const x of r.problems) console.log(x.file.replace('curriculum/',''), x.path.replace(/units.*activities/, 'a'), x.message.slice(0, 200));
console.log(r.summary.join('\n'));

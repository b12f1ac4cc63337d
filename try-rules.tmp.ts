import { readCurriculum } from './server/modules/learning/curriculumFiles.ts';
import { misspeltAnswers } from './server/modules/content/rules/misspeltAnswers.ts';
const { files, problems } = readCurriculum('curriculum');
console.log(problems.length, files.length);
console.time('m');
const p = misspeltAnswers()(files);
console.timeEnd('m');
for (const x of p) console.log(x.file, x.path, x.message);
console.log(p.length);

import type { CurriculumFile, CurriculumProblem } from './curriculumFiles.ts';
import type { Coverage } from './syllabus.ts';

/** Issue 19: a class's subject is a year's work only with at least this many topics. */
export const MIN_TOPICS = 30;

/** The subjects each content set teaches in every class: its first language, the second, maths and EVS. */
export const SUBJECTS_OF_SET = {
  'english-medium': ['english', 'kannada', 'maths', 'evs'],
  'kannada-medium': ['kannada', 'english', 'maths', 'evs'],
} as const;

/** Classes with no file for a subject their set teaches, and subjects with fewer than MIN_TOPICS topics. */
export function coverageProblems(files: CurriculumFile[], coverage: Coverage[]): CurriculumProblem[] {
  const problems: CurriculumProblem[] = [];
  const grades = new Set(files.map((f) => `${f.set}/grade-${f.grade}`));
  for (const place of grades) {
    const set = place.split('/')[0] as keyof typeof SUBJECTS_OF_SET;
    for (const subject of SUBJECTS_OF_SET[set])
      if (!files.some((f) => `${f.set}/grade-${f.grade}` === place && f.subject.key === subject))
        problems.push({
          file: `curriculum/${place}`,
          path: '(folder)',
          message: `no ${subject}.yaml: every class of ${set} has ${SUBJECTS_OF_SET[set].join(', ')}`,
        });
  }
  for (const row of coverage)
    if (row.topics < MIN_TOPICS)
      problems.push({
        file: row.file,
        path: 'units',
        message: `${row.topics} topics; a class's subject needs at least ${MIN_TOPICS}`,
      });
  return problems;
}

/** The coverage table content:check prints: one line per class and subject, a column per board. */
export function coverageTable(coverage: Coverage[]): string {
  const lines = ['set             class  subject   topics  board              chapters  outcomes'];
  for (const row of coverage)
    for (const [i, b] of row.boards.entries())
      lines.push(
        [
          (i ? '' : row.set).padEnd(15),
          (i ? '' : row.grade).padEnd(6),
          (i ? '' : row.subject).padEnd(9),
          (i ? '' : String(row.topics)).padStart(6),
          ` ${b.board.padEnd(18)}`,
          `${b.chapters[0]}/${b.chapters[1]}`.padStart(8),
          `${b.outcomes[0]}/${b.outcomes[1]}`.padStart(10),
        ].join(' '),
      );
  return lines.join('\n');
}

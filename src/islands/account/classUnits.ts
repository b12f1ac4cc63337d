import type { Profile } from '../../../domain/contract/auth.ts';
import type { Subject, Unit } from '../../../domain/contract/learning.ts';
import { getSubjects, getUnits } from '../../client/learning.ts';

export type ClassUnits = Array<{ subject: Subject; units: Unit[] }>;

/** Every subject of the child's class, board and medium, with its units and their lock state. */
export async function loadClassUnits(user: Profile): Promise<ClassUnits> {
  const { grade, board, medium } = user;
  const subjects = (await getSubjects(grade, board, medium)).data;
  return Promise.all(
    subjects.map(async (subject) => ({
      subject,
      units: (await getUnits(subject.key, grade, board, medium)).data,
    })),
  );
}

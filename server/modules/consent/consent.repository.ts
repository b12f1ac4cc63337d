import type { Kysely } from 'kysely';
import type { ConsentTable, Database } from '../../db/schema.ts';

export type LatestConsent = Pick<ConsentTable, 'student_id' | 'policy_version' | 'accepted_at'>;

/**
 * The latest consent of each of `childIds` (issue 32): the one a parent gave last for the child,
 * whose policy version says what the parent has agreed to.
 */
export async function latestConsents(
  db: Kysely<Database>,
  childIds: string[],
): Promise<Map<string, LatestConsent>> {
  if (childIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('consents')
    .select(['student_id', 'policy_version', 'accepted_at'])
    .where('student_id', 'in', childIds)
    // Oldest first, so that the map keeps the last one of each child.
    .orderBy('accepted_at')
    .orderBy('id')
    .execute();
  return new Map(rows.map((row) => [row.student_id, row]));
}

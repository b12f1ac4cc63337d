import type { Kysely } from 'kysely';
import type { GateMethod } from '../../../domain/contract/parentGate.ts';
import { toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** What the gate needs of a parent: the method, the PIN's hash, the password's hash, the phone. */
export function findParentGate(db: Kysely<Database>, parentId: string) {
  return db
    .selectFrom('parents')
    .select(['gate_method', 'gate_pin_hash', 'password_hash', 'phone'])
    .where('id', '=', parentId)
    .executeTakeFirst();
}

/** The classes of the parent's children (the question gate is only for a family of young ones). */
export async function familyGrades(db: Kysely<Database>, parentId: string): Promise<string[]> {
  const rows = await db.selectFrom('students').select('grade').where('parent_id', '=', parentId).execute();
  return rows.map((row) => row.grade);
}

/** The parent's new method, with the PIN's hash (null for the other methods: no PIN is kept). */
export async function saveParentGate(
  db: Kysely<Database>,
  parentId: string,
  method: GateMethod,
  pinHash: string | null,
  at = new Date(),
) {
  await db
    .updateTable('parents')
    .set({ gate_method: method, gate_pin_hash: pinHash, updated_at: toDbTime(at) })
    .where('id', '=', parentId)
    .execute();
}

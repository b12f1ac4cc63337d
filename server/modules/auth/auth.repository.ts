import type { Insertable, Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { ConsentTable, Database, ParentTable, StudentTable } from '../../db/schema.ts';

/**
 * Parents, their children (students) and consents: the queries of the auth module, each taking
 * the db or a transaction. The phone and password are the parent's (ADR 018).
 */
export function findParentByPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('parents').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findParent(db: Kysely<Database>, id: string) {
  return db.selectFrom('parents').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The child a login starts with: the one active in the parent's latest session, else the first
 * child added (ADR 018: login makes the last active child active).
 */
export async function findLoginChild(db: Kysely<Database>, parentId: string) {
  const lastActive = await db
    .selectFrom('refresh_tokens')
    .innerJoin('students', 'students.id', 'refresh_tokens.active_student_id')
    .innerJoin('parents', 'parents.id', 'students.parent_id')
    .selectAll('students')
    .select(['parents.phone', 'parents.email'])
    .where('refresh_tokens.parent_id', '=', parentId)
    .where('students.parent_id', '=', parentId)
    .orderBy('refresh_tokens.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    lastActive ??
    selectChild(db)
      .where('students.parent_id', '=', parentId)
      .orderBy('students.created_at')
      .orderBy('students.id')
      .limit(1)
      .executeTakeFirst()
  );
}

export async function insertParent(trx: Kysely<Database>, parent: Insertable<ParentTable>) {
  await trx.insertInto('parents').values(parent).execute();
}

/** A parent's new password. */
export async function updateParentPassword(
  trx: Kysely<Database>,
  parentId: string,
  hash: string,
  at = new Date(),
) {
  await trx
    .updateTable('parents')
    .set({ password_hash: hash, updated_at: toDbTime(at) })
    .where('id', '=', parentId)
    .execute();
}

/**
 * A child with their parent's phone and e-mail beside the profile (ADR 018): what the guard puts
 * on the request, so the profile, the data export and account deletion need no second query.
 */
export type Child = StudentTable & Pick<ParentTable, 'phone' | 'email'>;

/** Children with their parent's phone and e-mail: the one select of a `Child`. */
export function selectChild(db: Kysely<Database>) {
  return db
    .selectFrom('students')
    .innerJoin('parents', 'parents.id', 'students.parent_id')
    .selectAll('students')
    .select(['parents.phone', 'parents.email']);
}

/** The children of a parent, oldest first, each with the parent's phone and e-mail. */
export function childrenOf(db: Kysely<Database>, parentId: string): Promise<Child[]> {
  return selectChild(db)
    .where('students.parent_id', '=', parentId)
    .orderBy('students.created_at')
    .orderBy('students.id')
    .execute();
}

export function findChild(db: Kysely<Database>, id: string): Promise<Child | undefined> {
  return selectChild(db).where('students.id', '=', id).executeTakeFirst();
}

export async function phoneHasAccount(db: Kysely<Database>, phone: string): Promise<boolean> {
  return Boolean(await db.selectFrom('parents').select('id').where('phone', '=', phone).executeTakeFirst());
}

/**
 * The active child of a session that is still open: the child is the parent's, and the parent's
 * refresh family has a token not revoked (rows go with a deleted account). The guard's one query:
 * it checks the session and the family and brings the child, so a token's `cid` cannot be
 * turned to another family's child.
 */
export function findSessionChild(
  db: Kysely<Database>,
  parentId: string,
  childId: string,
  sessionId: string,
): Promise<Child | undefined> {
  return selectChild(db)
    .where('students.id', '=', childId)
    .where('students.parent_id', '=', parentId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('refresh_tokens')
          .select('refresh_tokens.id')
          .where('refresh_tokens.family_id', '=', sessionId)
          .where('refresh_tokens.parent_id', '=', parentId)
          .where('refresh_tokens.revoked_at', 'is', null),
      ),
    )
    .executeTakeFirst();
}

export async function insertChild(trx: Kysely<Database>, child: StudentTable) {
  await trx.insertInto('students').values(child).execute();
}

export async function insertConsent(trx: Kysely<Database>, consent: ConsentTable) {
  await trx.insertInto('consents').values(consent).execute();
}

export async function updateParentEmail(trx: Kysely<Database>, parentId: string, email: string | null) {
  await trx
    .updateTable('parents')
    .set({ email, updated_at: toDbTime(new Date()) })
    .where('id', '=', parentId)
    .execute();
}

/** Changes some columns of a student; `updated_at` follows. */
export async function updateChild(
  db: Kysely<Database>,
  childId: string,
  changes: Partial<Omit<StudentTable, 'id' | 'created_at' | 'updated_at'>>,
  at = new Date(),
) {
  await db
    .updateTable('students')
    .set({ ...changes, updated_at: toDbTime(at) })
    .where('id', '=', childId)
    .execute();
}

import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { type DbKind, toDbTime } from '../../db/dialect.ts';
import type { Database, ParentTable } from '../../db/schema.ts';
import {
  type Child,
  type ChildDetails,
  type Consent,
  childFromRow,
  consentToRow,
  detailsToRow,
} from './child.ts';

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
export async function findLoginChild(db: Kysely<Database>, parentId: string): Promise<Child | undefined> {
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
  const row =
    lastActive ??
    (await selectChild(db)
      .where('students.parent_id', '=', parentId)
      .orderBy('students.created_at')
      .orderBy('students.id')
      .limit(1)
      .executeTakeFirst());
  return row && childFromRow(row);
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

/** Children's rows with their parent's phone and e-mail: the one select of a `Child` (child.ts). */
function selectChild(db: Kysely<Database>) {
  return db
    .selectFrom('students')
    .innerJoin('parents', 'parents.id', 'students.parent_id')
    .selectAll('students')
    .select(['parents.phone', 'parents.email']);
}

/** The children of a parent, oldest first, each with the parent's phone and e-mail. */
export async function childrenOf(db: Kysely<Database>, parentId: string): Promise<Child[]> {
  const rows = await selectChild(db)
    .where('students.parent_id', '=', parentId)
    .orderBy('students.created_at')
    .orderBy('students.id')
    .execute();
  return rows.map(childFromRow);
}

export async function findChild(db: Kysely<Database>, id: string): Promise<Child | undefined> {
  const row = await selectChild(db).where('students.id', '=', id).executeTakeFirst();
  return row && childFromRow(row);
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
export async function findSessionChild(
  db: Kysely<Database>,
  parentId: string,
  childId: string,
  sessionId: string,
): Promise<Child | undefined> {
  const row = await selectChild(db)
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
  return row && childFromRow(row);
}

/** A new child of `child.parentId`, with every detail given (null where the parent gave none). */
export async function insertChild(
  trx: Kysely<Database>,
  child: Pick<Child, 'id' | 'parentId'> & ChildDetails,
  at: Date,
) {
  await trx
    .insertInto('students')
    .values({
      id: child.id,
      parent_id: child.parentId,
      student_name: child.studentName,
      gender: child.gender,
      grade: child.grade,
      board: child.board,
      medium: child.medium,
      school_name: child.schoolName,
      state: child.state,
      district: child.district,
      taluk: child.taluk,
      photo: child.photo,
      created_at: toDbTime(at),
      updated_at: toDbTime(at),
    })
    .execute();
}

export async function insertConsent(trx: Kysely<Database>, kind: DbKind, consent: Consent, at: Date) {
  await trx
    .insertInto('consents')
    .values(consentToRow(consent, randomUUID(), kind, toDbTime(at)))
    .execute();
}

export async function updateParentEmail(trx: Kysely<Database>, parentId: string, email: string | null) {
  await trx
    .updateTable('parents')
    .set({ email, updated_at: toDbTime(new Date()) })
    .where('id', '=', parentId)
    .execute();
}

/** Changes some of a child's details; `updated_at` follows. */
export async function updateChild(
  db: Kysely<Database>,
  childId: string,
  changes: Partial<ChildDetails>,
  at = new Date(),
) {
  await db
    .updateTable('students')
    .set({ ...detailsToRow(changes), updated_at: toDbTime(at) })
    .where('id', '=', childId)
    .execute();
}

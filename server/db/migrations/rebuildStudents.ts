import { type Kysely, sql } from 'kysely';

/**
 * SQLite: `students` rebuilt by `create` and filled by `copy` (an `insert into students_new`'s
 * columns and select), the way SQLite's documentation prescribes for changes ALTER TABLE cannot
 * make ("Making Other Kinds Of Table Schema Changes"): with foreign keys off, or dropping the old
 * table would cascade to every child's rows; copied, renamed, indexes made again, and
 * `foreign_key_check` before foreign keys come back on. The other tables' references name
 * `students` and so point at the new table.
 */
export async function rebuildStudentsSqlite(
  db: Kysely<unknown>,
  create: (trx: Kysely<unknown>, table: string) => Promise<void>,
  copy: string,
) {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await create(trx, 'students_new');
      await sql.raw(`insert into students_new ${copy}`).execute(trx);
      await sql`drop table students`.execute(trx);
      await sql`alter table students_new rename to students`.execute(trx);
      await trx.schema.createIndex('students_parent').on('students').column('parent_id').execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`Foreign keys broken: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

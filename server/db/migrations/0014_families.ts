import { type Kysely, sql } from 'kysely';
import { columnTypes, type DbKind, newUuid } from '../dialect.ts';

/**
 * Families (issue 18, ADR 018): the phone, password and consent become a parent's, and each
 * student row is one child's profile under a parent, so no child-owned row moves. Every existing
 * student becomes a parent of one child (the same phone, password hash and e-mail). Consents name
 * the parent who gave them; sessions name their parent and the child active in them.
 *
 * `refresh_tokens.parent_id` used to name the token a token was rotated from (tokens.service.ts);
 * it is renamed `rotated_from_id`, so that `parent_id` means the same in every table.
 *
 * Left for a later migration (SQLite cannot add NOT NULL or drop a referenced column without
 * rebuilding the table): `students.parent_id` NOT NULL, and dropping `students.phone` and
 * `password_hash`, once no code reads them.
 */
export function familiesMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      // PostgreSQL's migrator runs each migration in a transaction; SQLite's does not (Kysely
      // treats its DDL as non-transactional), but SQLite's DDL is transactional: all or nothing.
      const run = (work: (trx: Kysely<unknown>) => Promise<void>) =>
        db.isTransaction ? work(db) : db.transaction().execute(work);
      await run(async (trx) => {
        await trx.schema
          .createTable('parents')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('phone', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('email', 'text')
          .addColumn('gate_pin_hash', 'text')
          .addColumn('report_opt_in', t.boolean, (c) =>
            c.notNull().defaultTo(kind === 'postgres' ? false : 0),
          )
          .addColumn('report_language', 'text')
          .addColumn('created_at', t.timestamp, (c) => c.notNull())
          .addColumn('updated_at', t.timestamp, (c) => c.notNull())
          .execute();
        await trx.schema
          .alterTable('students')
          .addColumn('parent_id', 'text', (c) => c.references('parents.id').onDelete('cascade'))
          .execute();
        await trx.schema.createIndex('students_parent').on('students').column('parent_id').execute();
        await trx.schema
          .alterTable('consents')
          .addColumn('parent_id', 'text', (c) => c.references('parents.id').onDelete('cascade'))
          .execute();
        await trx.schema.alterTable('refresh_tokens').renameColumn('parent_id', 'rotated_from_id').execute();
        await trx.schema
          .alterTable('refresh_tokens')
          .addColumn('parent_id', 'text', (c) => c.references('parents.id').onDelete('cascade'))
          .execute();
        // Removing a child must not end the parent's session: it loses its active child instead.
        await trx.schema
          .alterTable('refresh_tokens')
          .addColumn('active_student_id', 'text', (c) => c.references('students.id').onDelete('set null'))
          .execute();
        await trx.schema
          .createIndex('refresh_tokens_parent')
          .on('refresh_tokens')
          .column('parent_id')
          .execute();

        // Set-based, so that a large database migrates in a few statements: phones are unique
        // in both tables, so a parent finds its child by phone.
        await sql`insert into parents (id, phone, password_hash, email, created_at, updated_at)
          select ${newUuid(kind)}, phone, password_hash, email, created_at, updated_at from students`.execute(
          trx,
        );
        await sql`update students
          set parent_id = (select parents.id from parents where parents.phone = students.phone)`.execute(trx);
        await sql`update consents
          set parent_id = (select students.parent_id from students where students.id = consents.student_id)`.execute(
          trx,
        );
        await sql`update refresh_tokens
          set parent_id = (select students.parent_id from students where students.id = refresh_tokens.student_id),
            active_student_id = student_id`.execute(trx);
      });
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('refresh_tokens_parent').execute();
      await db.schema.alterTable('refresh_tokens').dropColumn('active_student_id').execute();
      await db.schema.alterTable('refresh_tokens').dropColumn('parent_id').execute();
      await db.schema.alterTable('refresh_tokens').renameColumn('rotated_from_id', 'parent_id').execute();
      await db.schema.alterTable('consents').dropColumn('parent_id').execute();
      await db.schema.dropIndex('students_parent').execute();
      await db.schema.alterTable('students').dropColumn('parent_id').execute();
      await db.schema.dropTable('parents').execute();
    },
  };
}

import { type Kysely, sql } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';
import { rebuildStudentsSqlite } from './rebuildStudents.ts';

/**
 * Families, second step (ADR 018): a child's profile no longer holds the parent's phone,
 * password or e-mail (migration 0014 copied them to `parents`), and every child has a parent.
 * Until now `students.phone` was unique, so a parent could not add a second child.
 *
 * PostgreSQL drops the columns in place. SQLite cannot drop a UNIQUE column nor add NOT NULL, so
 * the table is rebuilt (rebuildStudents.ts).
 */
export function childrenProfilesMigration(kind: DbKind) {
  const t = columnTypes(kind);
  const childColumns = `id, parent_id, student_name, gender, grade, board, medium, school_name, state, district,
    taluk, photo, referral_code, created_at, updated_at`;

  return {
    async up(db: Kysely<unknown>) {
      const orphans = await sql<{
        n: number;
      }>`select count(*) as n from students where parent_id is null`.execute(db);
      if (Number(orphans.rows[0]?.n ?? 0) > 0)
        throw new Error('Every child needs a parent before 0015 (run 0014)');
      if (kind === 'postgres') {
        await sql`alter table students drop column phone, drop column password_hash, drop column email,
          alter column parent_id set not null`.execute(db);
        return;
      }
      await rebuildStudentsSqlite(
        db,
        async (trx, table) => {
          await trx.schema
            .createTable(table)
            .addColumn('id', 'text', (c) => c.primaryKey())
            .addColumn('parent_id', 'text', (c) => c.notNull().references('parents.id').onDelete('cascade'))
            .addColumn('student_name', 'text', (c) => c.notNull())
            .addColumn('gender', 'text', (c) => c.notNull())
            .addColumn('grade', 'text', (c) => c.notNull())
            .addColumn('board', 'text', (c) => c.notNull())
            .addColumn('medium', 'text', (c) => c.notNull())
            .addColumn('school_name', 'text')
            .addColumn('state', 'text', (c) => c.notNull())
            .addColumn('district', 'text', (c) => c.notNull())
            .addColumn('taluk', 'text', (c) => c.notNull())
            .addColumn('photo', 'text')
            .addColumn('referral_code', 'text')
            .addColumn('created_at', t.timestamp, (c) => c.notNull())
            .addColumn('updated_at', t.timestamp, (c) => c.notNull())
            .execute();
        },
        `(${childColumns}) select ${childColumns} from students`,
      );
    },

    /**
     * Back to one phone per child: possible only while each parent has one child (a second
     * child would break the old unique phone); the copies come back from `parents`.
     */
    async down(db: Kysely<unknown>) {
      const shared = await sql<{ n: number }>`select count(*) as n from
        (select parent_id from students group by parent_id having count(*) > 1) as families`.execute(db);
      if (Number(shared.rows[0]?.n ?? 0) > 0) {
        throw new Error('A parent has several children: 0015 cannot be undone without losing one');
      }
      if (kind === 'postgres') {
        await sql`alter table students add column phone text, add column password_hash text, add column email text,
          alter column parent_id drop not null`.execute(db);
        await sql`update students set phone = parents.phone, password_hash = parents.password_hash,
          email = parents.email from parents where parents.id = students.parent_id`.execute(db);
        await sql`alter table students alter column phone set not null, alter column password_hash set not null,
          add constraint students_phone_key unique (phone)`.execute(db);
        return;
      }
      await rebuildStudentsSqlite(
        db,
        async (trx, table) => {
          await trx.schema
            .createTable(table)
            .addColumn('id', 'text', (c) => c.primaryKey())
            .addColumn('phone', 'text', (c) => c.notNull().unique())
            .addColumn('password_hash', 'text', (c) => c.notNull())
            .addColumn('student_name', 'text', (c) => c.notNull())
            .addColumn('email', 'text')
            .addColumn('gender', 'text', (c) => c.notNull())
            .addColumn('grade', 'text', (c) => c.notNull())
            .addColumn('board', 'text', (c) => c.notNull())
            .addColumn('medium', 'text', (c) => c.notNull())
            .addColumn('school_name', 'text')
            .addColumn('state', 'text', (c) => c.notNull())
            .addColumn('district', 'text', (c) => c.notNull())
            .addColumn('taluk', 'text', (c) => c.notNull())
            .addColumn('photo', 'text')
            .addColumn('referral_code', 'text')
            .addColumn('created_at', t.timestamp, (c) => c.notNull())
            .addColumn('updated_at', t.timestamp, (c) => c.notNull())
            .addColumn('parent_id', 'text', (c) => c.references('parents.id').onDelete('cascade'))
            .execute();
        },
        `(${childColumns}, phone, password_hash, email)
          select ${childColumns.replace(/\b(\w+)\b/g, 's.$1')}, p.phone, p.password_hash, p.email
          from students s join parents p on p.id = s.parent_id`,
      );
    },
  };
}

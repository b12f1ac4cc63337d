import { type Kysely, sql } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';
import { rebuildStudentsSqlite } from './rebuildStudents.ts';

/**
 * Minimise (issue 32, DPDP Act s. 6): a child's gender and place are the parent's to give or
 * not, so `gender`, `state`, `district` and `taluk` may be null (not given); the referral code,
 * stored and never read, goes. Values already given stay.
 *
 * PostgreSQL changes the columns in place; SQLite cannot drop NOT NULL, so it rebuilds the table
 * (rebuildStudents.ts). Down: the columns are required again (a missing value becomes '', as an
 * unanswered screen once sent) and the referral code comes back empty.
 */
export function optionalChildDetailsMigration(kind: DbKind) {
  const t = columnTypes(kind);
  const kept = `id, parent_id, student_name, gender, grade, board, medium, school_name, state, district,
    taluk, photo, created_at, updated_at`;

  const create = (required: boolean) => async (trx: Kysely<unknown>, table: string) => {
    let builder = trx.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('parent_id', 'text', (c) => c.notNull().references('parents.id').onDelete('cascade'))
      .addColumn('student_name', 'text', (c) => c.notNull())
      .addColumn('gender', 'text', (c) => (required ? c.notNull() : c))
      .addColumn('grade', 'text', (c) => c.notNull())
      .addColumn('board', 'text', (c) => c.notNull())
      .addColumn('medium', 'text', (c) => c.notNull())
      .addColumn('school_name', 'text')
      .addColumn('state', 'text', (c) => (required ? c.notNull() : c))
      .addColumn('district', 'text', (c) => (required ? c.notNull() : c))
      .addColumn('taluk', 'text', (c) => (required ? c.notNull() : c))
      .addColumn('photo', 'text');
    if (required) builder = builder.addColumn('referral_code', 'text');
    await builder
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .execute();
  };

  return {
    async up(db: Kysely<unknown>) {
      if (kind === 'postgres') {
        await sql`alter table students alter column gender drop not null, alter column state drop not null,
          alter column district drop not null, alter column taluk drop not null,
          drop column referral_code`.execute(db);
        return;
      }
      await rebuildStudentsSqlite(db, create(false), `(${kept}) select ${kept} from students`);
    },

    async down(db: Kysely<unknown>) {
      await sql`update students set gender = coalesce(gender, ''), state = coalesce(state, ''),
        district = coalesce(district, ''), taluk = coalesce(taluk, '')`.execute(db);
      if (kind === 'postgres') {
        await sql`alter table students alter column gender set not null, alter column state set not null,
          alter column district set not null, alter column taluk set not null,
          add column referral_code text`.execute(db);
        return;
      }
      await rebuildStudentsSqlite(db, create(true), `(${kept}) select ${kept} from students`);
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createTestDatabase, migrateTestDatabase, testDbKind } from '../../test/testApp.ts';
import { toDbBool } from '../dialect.ts';

const at = '2026-01-13T03:30:00.000Z';

describe(`0016 report_sends (${testDbKind})`, () => {
  it('holds one send per parent, child and week, leaves with its child, and goes down and up again', async () => {
    const test = await createTestDatabase();
    const { db } = test.db;
    try {
      const row = { created_at: at, updated_at: at };
      await db
        .insertInto('parents')
        .values({
          id: 'p1',
          phone: '9876500001',
          password_hash: 'x',
          email: null,
          gate_pin_hash: null,
          report_opt_in: toDbBool(test.db.kind, false),
          report_language: 'kn',
          ...row,
        })
        .execute();
      for (const id of ['s1', 's2'])
        await db
          .insertInto('students')
          .values({
            id,
            parent_id: 'p1',
            student_name: id,
            gender: 'Female',
            grade: '3',
            board: 'CBSE',
            medium: 'Kannada',
            school_name: null,
            state: 'Karnataka',
            district: 'Mandya',
            taluk: 'Maddur',
            photo: null,
            ...row,
          })
          .execute();
      const send = (student: string, week: string) =>
        db
          .insertInto('report_sends')
          .values({
            parent_id: 'p1',
            student_id: student,
            week,
            template_id: 'kalike-weekly-report-kn',
            sent_at: at,
          })
          .execute();
      await send('s1', '2026-01-05');
      await send('s2', '2026-01-05');
      await send('s1', '2026-01-12');
      await expect(send('s1', '2026-01-05')).rejects.toThrow();

      await db.deleteFrom('students').where('id', '=', 's1').execute();
      expect(await db.selectFrom('report_sends').select(['student_id', 'week']).execute()).toEqual([
        { student_id: 's2', week: '2026-01-05' },
      ]);

      await migrateTestDatabase(test.db, '0014_families');
      // Asked of the table itself: introspection lists every schema of a shared PostgreSQL.
      await expect(db.selectFrom('report_sends').selectAll().execute()).rejects.toThrow(/report_sends/);
      expect(await migrateTestDatabase(test.db)).toContain('0016_report_sends');
      expect(await db.selectFrom('report_sends').selectAll().execute()).toEqual([]);
    } finally {
      await test.drop();
    }
  });
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, migrateTestDatabase, testDbKind } from '../../test/testApp.ts';

const at = '2026-01-13T03:30:00.000Z';
const no = (kind: string) => (kind === 'postgres' ? sql`false` : sql`0`);

describe(`0022 optional child details (${testDbKind})`, () => {
  it('keeps what was given, lets gender and place be null, drops the referral code, and goes down and up again', async () => {
    const test = await createTestDatabase({ migrate: false });
    const { db } = test.db;
    try {
      await migrateTestDatabase(test.db, '0021_contact_phone');
      await sql`insert into parents (id, phone, password_hash, email, gate_pin_hash, report_opt_in, created_at, updated_at)
        values ('p1', '9845000001', 'x', null, null, ${no(test.db.kind)}, ${at}, ${at})`.execute(db);
      await sql`insert into students (id, parent_id, student_name, gender, grade, board, medium, school_name,
          state, district, taluk, photo, referral_code, created_at, updated_at)
        values ('s1', 'p1', 'Asha', 'Female', '3', 'Karnataka', 'Kannada', null, 'Karnataka', 'Mandya', 'Maddur',
          null, 'FRIEND10', ${at}, ${at})`.execute(db);
      await sql`insert into coin_ledger (id, student_id, amount, reason, reference, created_at)
        values ('c1', 's1', 5, 'activity', 'a1', ${at})`.execute(db);

      expect(await migrateTestDatabase(test.db, '0022_optional_child_details')).toEqual([
        '0022_optional_child_details',
      ]);
      const row = (await sql<Record<string, unknown>>`select * from students where id = 's1'`.execute(db))
        .rows[0];
      expect(row).toMatchObject({
        gender: 'Female',
        state: 'Karnataka',
        district: 'Mandya',
        taluk: 'Maddur',
      });
      expect(Object.keys(row ?? {})).not.toContain('referral_code');
      // Not given: null in each of the four.
      await sql`insert into students (id, parent_id, student_name, gender, grade, board, medium, school_name,
          state, district, taluk, photo, created_at, updated_at)
        values ('s2', 'p1', 'Ravi', null, '1', 'CBSE', 'English', null, null, null, null, null, ${at}, ${at})`.execute(
        db,
      );
      // The child's rows stayed with the rebuilt table, and still leave with it.
      expect(await db.selectFrom('coin_ledger').select('id').execute()).toEqual([{ id: 'c1' }]);

      // Down: required again, '' for what was not given; the referral code comes back empty.
      await migrateTestDatabase(test.db, '0021_contact_phone');
      const down = await sql<Record<string, unknown>>`select id, gender, state, district, taluk, referral_code
        from students order by id`.execute(db);
      expect(down.rows).toEqual([
        {
          id: 's1',
          gender: 'Female',
          state: 'Karnataka',
          district: 'Mandya',
          taluk: 'Maddur',
          referral_code: null,
        },
        { id: 's2', gender: '', state: '', district: '', taluk: '', referral_code: null },
      ]);
      await expect(sql`update students set gender = null where id = 's1'`.execute(db)).rejects.toThrow();
      expect(await migrateTestDatabase(test.db, '0022_optional_child_details')).toEqual([
        '0022_optional_child_details',
      ]);
      await db.deleteFrom('students').where('id', '=', 's1').execute();
      expect(await db.selectFrom('coin_ledger').select('id').execute()).toEqual([]);
    } finally {
      await test.drop();
    }
  });
});

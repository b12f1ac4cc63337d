import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  migrateTestDatabase,
  type TestDatabase,
  testDbKind,
  whileSchemasStay,
} from '../test/testApp.ts';
import { loadSampleData } from './seed.ts';

/**
 * A `students` row as the schema had it before families (0002–0013: phone, password and e-mail
 * on the child), written with the row types of then: today's types have no phone.
 */
function oldStudentRow(
  fields: { id: string; phone: string; password_hash?: string; email?: string } & Record<string, string>,
) {
  const at = new Date().toISOString();
  return {
    password_hash: 'x',
    student_name: 'Ravi Kumar',
    email: null,
    gender: 'Male',
    grade: '4',
    board: 'CBSE',
    medium: 'English',
    school_name: null,
    state: 'Karnataka',
    district: 'Dharwad',
    taluk: 'Hubballi',
    photo: null,
    referral_code: null,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** Inserts rows into a table of an older schema (the table types are today's). */
const insertOld = (db: TestDatabase['db']['db'], table: string, rows: Record<string, unknown>[]) =>
  db
    .insertInto(table as 'students')
    .values(rows as never)
    .execute();

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe(`migrations and sample data (${testDbKind})`, () => {
  it('migrating an up-to-date database changes nothing', async () => {
    expect(await migrateTestDatabase(t.db)).toEqual([]);
  });

  it('loads each batch of sample data once, however often the server starts', async () => {
    let loads = 0;
    const batch = {
      name: 'test-batch',
      async load() {
        loads += 1;
      },
    };
    expect(await loadSampleData(t.db, [batch])).toEqual(['test-batch']);
    expect(await loadSampleData(t.db, [batch])).toEqual([]);
    expect(loads).toBe(1);
  });

  it('0008 gives existing subscriptions the board and medium of the plan they were bought with', async () => {
    const old = await createTestDatabase({ migrate: false });
    try {
      await migrateTestDatabase(old.db, '0006_payments');
      const at = new Date().toISOString();
      // The profile says English; the plan bought was Kannada medium.
      await insertOld(old.db.db, 'students', [
        oldStudentRow({ id: 's1', phone: '9845012345', student_name: 'Asha', gender: 'Female', grade: '3' }),
      ]);
      await old.db.db
        .insertInto('payments')
        .values({
          id: 'p1',
          receipt: 'KLK-1',
          student_id: 's1',
          plan_id: 'ALL_ACCESS.3.Karnataka.Kannada',
          plan_type: 'ALL_ACCESS',
          grade: '3',
          amount_paise: 36_500,
          currency: 'INR',
          provider: 'test',
          provider_order_id: 'order_1',
          provider_payment_id: 'pay_1',
          status: 'paid',
          failure_reason: null,
          created_at: at,
          paid_at: at,
        })
        .execute();
      // The row as the 0006 schema had it: no board, no medium.
      await sql`insert into subscriptions (id, student_id, type, grade, starts_at, ends_at, payment_id, created_at)
        values ('sub1', 's1', 'ALL_ACCESS', '3', ${at}, ${at}, 'p1', ${at})`.execute(old.db.db);
      await migrateTestDatabase(old.db);
      const row = await old.db.db
        .selectFrom('subscriptions')
        .select(['id', 'type', 'grade', 'board', 'medium'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        id: 'sub1',
        type: 'ALL_ACCESS',
        grade: '3',
        board: 'Karnataka',
        medium: 'Kannada',
      });
    } finally {
      await old.drop();
    }
  });

  it('0012 keeps every play setting and leaves reading aloud to the class, with the clips', async () => {
    const old = await createTestDatabase({ migrate: false });
    try {
      await migrateTestDatabase(old.db, '0011_student_settings');
      const at = new Date().toISOString();
      await insertOld(old.db.db, 'students', [
        oldStudentRow({ id: 's1', phone: '9845012346', student_name: 'Ravi', gender: 'Male', grade: '1' }),
      ]);
      // The row as the 0011 schema had it: sounds and timers only.
      await sql`insert into student_settings (student_id, sounds, timers, updated_at)
        values ('s1', ${old.db.kind === 'postgres' ? sql`false` : 0}, ${old.db.kind === 'postgres' ? sql`true` : 1}, ${at})`.execute(
        old.db.db,
      );
      expect(await migrateTestDatabase(old.db)).toContain('0012_read_aloud');
      const row = await old.db.db.selectFrom('student_settings').selectAll().executeTakeFirstOrThrow();
      expect({ ...row, sounds: Boolean(row.sounds), timers: Boolean(row.timers) }).toEqual({
        student_id: 's1',
        sounds: false,
        timers: true,
        auto_read: null,
        voice: 'clips',
        updated_at: expect.anything(),
      });
      // The activities gained a column for their recorded clips, empty until the next import.
      const columns = (await whileSchemasStay(() => old.db.db.introspection.getTables()))
        .find((table) => table.name === 'activities')
        ?.columns.map((column) => column.name);
      expect(columns).toContain('recorded_audio');
    } finally {
      await old.drop();
    }
  });

  it('0014 makes each student a parent of one child, 0015 takes the phone and password off the child; nothing a child owns moves', async () => {
    const old = await createTestDatabase({ migrate: false });
    try {
      await migrateTestDatabase(old.db, '0013_attempts_by_time');
      const db = old.db.db;
      const at = new Date().toISOString();
      const yes = old.db.kind === 'postgres' ? sql`true` : sql`1`;
      const students = [
        oldStudentRow({ id: 's1', phone: '9845000001', password_hash: 'hash-1', email: 'asha@example.in' }),
        oldStudentRow({ id: 's2', phone: '9845000002', password_hash: 'hash-2' }),
        oldStudentRow({ id: 's3', phone: '9845000003', password_hash: 'hash-3' }),
      ];
      await insertOld(db, 'students', students);
      // The rows as the 0013 schema had them, in SQL: the table types are today's.
      const run = (query: ReturnType<typeof sql>) => query.execute(db);
      await run(sql`insert into subjects (id, content_set, grade, key, name_en, name_kn, icon, colour, position)
        values ('sub-m', 'cbse-english', '4', 'maths', 'Maths', 'ಗಣಿತ', 'm', '#000', 1)`);
      await run(sql`insert into units (id, subject_id, key, number, name_en, name_kn, free, position)
        values ('u1', 'sub-m', 'u1', 1, 'One', 'ಒಂದು', ${yes}, 1)`);
      await run(sql`insert into chapters (id, unit_id, key, name_en, name_kn, position)
        values ('c1', 'u1', 'c1', 'One', 'ಒಂದು', 1)`);
      await run(sql`insert into topics (id, chapter_id, key, name_en, name_kn, position)
        values ('t1', 'c1', 't1', 'One', 'ಒಂದು', 1)`);
      await run(sql`insert into activities (id, topic_id, key, kind, heading_title, timer_seconds, body, max_score, position)
        values ('a1', 't1', 'a1', 'mcq', 'Add', 0, '{}', 1, 1)`);
      for (const [i, student] of ['s1', 's2', 's3'].entries()) {
        for (const n of [1, 2]) {
          await run(sql`insert into coin_ledger (id, student_id, amount, reason, reference, created_at)
            values (${`l-${student}-${n}`}, ${student}, ${10 * (i + n)}, 'activity', ${`r${n}`}, ${at})`);
        }
        await run(sql`insert into consents (id, student_id, phone, guardian_name, is_guardian, is_adult,
            policy_version, otp_challenge_id, accepted_at)
          values (${`k-${student}`}, ${student}, ${students[i]?.phone}, 'Lakshmi', ${yes}, ${yes}, '2026-11-21', 'otp', ${at})`);
      }
      await run(sql`insert into activity_attempts (id, student_id, activity_id, idempotency_key, score, total,
          coins, answers, created_at) values ('at1', 's1', 'a1', 'key-1', 1, 1, 10, '[0]', ${at})`);
      await run(sql`insert into unit_unlocks (student_id, unit_id, created_at) values ('s2', 'u1', ${at})`);
      await run(sql`insert into payments (id, receipt, student_id, plan_id, plan_type, grade, amount_paise, currency,
          provider, provider_order_id, status, created_at)
        values ('p1', 'KLK-1', 's3', 'ALL_ACCESS.4.CBSE.English', 'ALL_ACCESS', '4', 36500, 'INR', 'test', 'o1', 'paid', ${at})`);
      await run(sql`insert into subscriptions (id, student_id, type, grade, board, medium, starts_at, ends_at,
          payment_id, created_at) values ('sb1', 's3', 'ALL_ACCESS', '4', 'CBSE', 'English', ${at}, ${at}, 'p1', ${at})`);
      // Two sessions of s1, the second rotated from the first (the old meaning of parent_id).
      await run(sql`insert into refresh_tokens (id, token_hash, family_id, parent_id, student_id, device_id,
          created_at, expires_at) values ('rt1', 'h1', 'f1', null, 's1', 'd', ${at}, ${at}),
          ('rt2', 'h2', 'f1', 'rt1', 's1', 'd', ${at}, ${at}), ('rt3', 'h3', 'f2', null, 's2', null, ${at}, ${at})`);
      const childOwned = [
        'coin_ledger',
        'activity_attempts',
        'unit_unlocks',
        'payments',
        'subscriptions',
      ] as const;
      const snapshot = async () =>
        Object.fromEntries(
          await Promise.all(
            childOwned.map(
              async (table) => [table, await db.selectFrom(table).selectAll().execute()] as const,
            ),
          ),
        );
      const before = await snapshot();

      // Up to 0014 only: later migrations change these tables again (and have tests of their own).
      expect(await migrateTestDatabase(old.db, '0014_families')).toEqual(['0014_families']);
      expect(await migrateTestDatabase(old.db, '0014_families')).toEqual([]);

      const parents = await db.selectFrom('parents').selectAll().orderBy('phone').execute();
      const children = (
        await sql<{
          id: string;
          parent_id: string;
        }>`select id, parent_id from students order by phone`.execute(db)
      ).rows;
      expect(parents.map((p) => [p.phone, p.password_hash, p.email, Boolean(p.report_opt_in)])).toEqual([
        ['9845000001', 'hash-1', 'asha@example.in', false],
        ['9845000002', 'hash-2', null, false],
        ['9845000003', 'hash-3', null, false],
      ]);
      expect(new Set(parents.map((p) => p.id)).size).toBe(3);
      for (const p of parents)
        expect(p.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(children).toEqual(parents.map((p, i) => ({ id: `s${i + 1}`, parent_id: p.id })));
      const parentOf = Object.fromEntries(children.map((c) => [c.id, c.parent_id]));
      expect(await snapshot()).toEqual(before);
      const consents = await db
        .selectFrom('consents')
        .select(['id', 'student_id', 'parent_id'])
        .orderBy('id')
        .execute();
      expect(consents).toEqual(
        ['s1', 's2', 's3'].map((s) => ({ id: `k-${s}`, student_id: s, parent_id: parentOf[s] })),
      );
      const tokens = await db
        .selectFrom('refresh_tokens')
        .select(['id', 'rotated_from_id', 'parent_id', 'student_id', 'active_student_id'])
        .orderBy('id')
        .execute();
      expect(tokens).toEqual([
        {
          id: 'rt1',
          rotated_from_id: null,
          parent_id: parentOf.s1,
          student_id: 's1',
          active_student_id: 's1',
        },
        {
          id: 'rt2',
          rotated_from_id: 'rt1',
          parent_id: parentOf.s1,
          student_id: 's1',
          active_student_id: 's1',
        },
        {
          id: 'rt3',
          rotated_from_id: null,
          parent_id: parentOf.s2,
          student_id: 's2',
          active_student_id: 's2',
        },
      ]);
      // Down puts the rotation chain back under its old name; up again gives a family each.
      await migrateTestDatabase(old.db, '0013_attempts_by_time');
      const chain = await sql<{
        id: string;
        parent_id: string | null;
      }>`select id, parent_id from refresh_tokens order by id`.execute(db);
      expect(chain.rows).toEqual([
        { id: 'rt1', parent_id: null },
        { id: 'rt2', parent_id: 'rt1' },
        { id: 'rt3', parent_id: null },
      ]);
      expect(await migrateTestDatabase(old.db, '0014_families')).toEqual(['0014_families']);
      expect(await db.selectFrom('parents').select('phone').orderBy('phone').execute()).toHaveLength(3);

      // 0015: the child's profile loses the parent's phone, password and e-mail; nothing moves.
      expect(await migrateTestDatabase(old.db, '0015_children_profiles')).toEqual(['0015_children_profiles']);
      expect(await snapshot()).toEqual(before);
      const columns = Object.keys(
        (await sql`select * from students where id = 's1'`.execute(db)).rows[0] ?? {},
      );
      expect(columns).not.toContain('phone');
      expect(columns).not.toContain('password_hash');
      expect(columns).not.toContain('email');
      expect(columns).toContain('student_name');
      const remade = await db.selectFrom('students').select(['id', 'parent_id']).orderBy('id').execute();
      const parentAgain = Object.fromEntries(remade.map((c) => [c.id, c.parent_id]));
      // A second child of s1's parent: the unique phone that forbade it is gone.
      const at2 = new Date().toISOString();
      // Written with 0015's columns (the referral code went in 0022).
      await insertOld(db, 'students', [
        {
          id: 's4',
          parent_id: parentAgain.s1 as string,
          student_name: 'Meera',
          gender: 'Female',
          grade: '2',
          board: 'CBSE',
          medium: 'English',
          school_name: null,
          state: 'Karnataka',
          district: 'Dharwad',
          taluk: 'Hubballi',
          photo: null,
          referral_code: null,
          created_at: at2,
          updated_at: at2,
        },
      ]);
      // Every child needs a parent now.
      await expect(
        sql`insert into students (id, parent_id, student_name, gender, grade, board, medium, state, district, taluk,
          created_at, updated_at) values ('s5', null, 'X', 'Male', '1', 'CBSE', 'English', 'K', 'D', 'T', ${at2}, ${at2})`.execute(
          db,
        ),
      ).rejects.toThrow();
      // Undoing 0015 would lose a child while a parent has two: it refuses, and changes nothing.
      await expect(migrateTestDatabase(old.db, '0014_families')).rejects.toThrow(/0015/);
      expect(await db.selectFrom('students').select('id').orderBy('id').execute()).toHaveLength(4);
      await db.deleteFrom('students').where('id', '=', 's4').execute();
      // Down once each parent has one child again: the copies come back from the parents.
      await migrateTestDatabase(old.db, '0014_families');
      const copies = await sql<{ id: string; phone: string; password_hash: string; email: string | null }>`
        select id, phone, password_hash, email from students order by id`.execute(db);
      expect(copies.rows).toEqual([
        { id: 's1', phone: '9845000001', password_hash: 'hash-1', email: 'asha@example.in' },
        { id: 's2', phone: '9845000002', password_hash: 'hash-2', email: null },
        { id: 's3', phone: '9845000003', password_hash: 'hash-3', email: null },
      ]);
      expect(await migrateTestDatabase(old.db, '0015_children_profiles')).toEqual(['0015_children_profiles']);
      expect(await snapshot()).toEqual(before);

      // Deleting a parent deletes the family: the child and everything the child owns, through
      // the foreign keys of the rebuilt table.
      await db
        .deleteFrom('parents')
        .where('id', '=', parentAgain.s3 as string)
        .execute();
      expect(await db.selectFrom('subscriptions').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('students').select('id').orderBy('id').execute()).toEqual([
        { id: 's1' },
        { id: 's2' },
      ]);
      await db
        .deleteFrom('parents')
        .where('id', '=', parentAgain.s1 as string)
        .execute();
      expect(await db.selectFrom('coin_ledger').select('student_id').distinct().execute()).toEqual([
        { student_id: 's2' },
      ]);
      expect(await db.selectFrom('activity_attempts').select('id').execute()).toEqual([]);
    } finally {
      await old.drop();
    }
  });

  it("0017 gives every parent the question as the gate's method, and refuses any other method", async () => {
    const old = await createTestDatabase({ migrate: false });
    try {
      await migrateTestDatabase(old.db, '0014_families');
      const db = old.db.db;
      const at = new Date().toISOString();
      const no = old.db.kind === 'postgres' ? sql`false` : sql`0`;
      await sql`insert into parents (id, phone, password_hash, email, gate_pin_hash, report_opt_in, created_at, updated_at)
        values ('p1', '9845000001', 'hash-1', null, null, ${no}, ${at}, ${at})`.execute(db);
      expect(await migrateTestDatabase(old.db)).toContain('0017_parent_gate');
      expect(await db.selectFrom('parents').select(['id', 'gate_method']).execute()).toEqual([
        { id: 'p1', gate_method: 'question' },
      ]);
      const setMethod = (method: string) =>
        sql`update parents set gate_method = ${method} where id = 'p1'`.execute(db);
      await setMethod('pin');
      await expect(setMethod('face')).rejects.toThrow(/check/i);
      // Down drops the column; up again starts every parent at the question.
      await migrateTestDatabase(old.db, '0014_families');
      // Asked of this database's own table (introspection on PostgreSQL lists every schema's).
      await expect(sql`select gate_method from parents`.execute(db)).rejects.toThrow(/gate_method/);
      await migrateTestDatabase(old.db);
      expect(await db.selectFrom('parents').select('gate_method').execute()).toEqual([
        { gate_method: 'question' },
      ]);
    } finally {
      await old.drop();
    }
  });

  it('records nothing when a batch fails, so the next start tries again', async () => {
    const failing = {
      name: 'failing-batch',
      async load() {
        throw new Error('bad sample file');
      },
    };
    await expect(loadSampleData(t.db, [failing])).rejects.toThrow('bad sample file');
    const row = await t.db.db
      .selectFrom('seed_runs')
      .selectAll()
      .where('name', '=', 'failing-batch')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

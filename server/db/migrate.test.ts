import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentRow } from '../test/auth.ts';
import { createTestDatabase, type TestDatabase, testDbKind } from '../test/testApp.ts';
import { migrateToLatest } from './migrate.ts';
import { loadSampleData } from './seed.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe(`migrations and sample data (${testDbKind})`, () => {
  it('migrating an up-to-date database changes nothing', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
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
      await migrateToLatest(old.db, '0006_payments');
      const at = new Date().toISOString();
      await old.db.db
        .insertInto('students')
        // The profile says English; the plan bought was Kannada medium.
        .values(
          studentRow({ id: 's1', phone: '9845012345', student_name: 'Asha', gender: 'Female', grade: '3' }),
        )
        .execute();
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
      await migrateToLatest(old.db);
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
      await migrateToLatest(old.db, '0011_student_settings');
      const at = new Date().toISOString();
      await old.db.db
        .insertInto('students')
        .values(
          studentRow({ id: 's1', phone: '9845012346', student_name: 'Ravi', gender: 'Male', grade: '1' }),
        )
        .execute();
      // The row as the 0011 schema had it: sounds and timers only.
      await sql`insert into student_settings (student_id, sounds, timers, updated_at)
        values ('s1', ${old.db.kind === 'postgres' ? sql`false` : 0}, ${old.db.kind === 'postgres' ? sql`true` : 1}, ${at})`.execute(
        old.db.db,
      );
      expect(await migrateToLatest(old.db)).toContain('0012_read_aloud');
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
      const columns = (await old.db.db.introspection.getTables())
        .find((table) => table.name === 'activities')
        ?.columns.map((column) => column.name);
      expect(columns).toContain('recorded_audio');
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

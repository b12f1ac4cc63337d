import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * A child's progress: every activity attempt (scored on the server), units unlocked, and the
 * coin ledger: every coin movement is an appended row, the balance is their sum
 * (ARCHITECTURE.md, "Coins"). Unique keys make replays and races harmless.
 */
export function progressMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('activity_attempts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('activity_id', 'text', (c) => c.notNull().references('activities.id'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('coins', 'integer', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('activity_attempts_idempotency', ['student_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('activity_attempts_student_activity')
        .on('activity_attempts')
        .columns(['student_id', 'activity_id'])
        .execute();

      await db.schema
        .createTable('unit_unlocks')
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('unit_id', 'text', (c) => c.notNull().references('units.id'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('unit_unlocks_pk', ['student_id', 'unit_id'])
        .execute();

      await db.schema
        .createTable('coin_ledger')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        /** activity | check-in | unlock | correction */
        .addColumn('reason', 'text', (c) => c.notNull())
        /** What the movement is for (an attempt, a day, a unit): unique per student and reason. */
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('coin_ledger_once', ['student_id', 'reason', 'reference'])
        .execute();
      await db.schema.createIndex('coin_ledger_student').on('coin_ledger').column('student_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['coin_ledger', 'unit_unlocks', 'activity_attempts'])
        await db.schema.dropTable(table).execute();
    },
  };
}
